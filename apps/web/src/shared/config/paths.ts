/**
 * Every route path of the app (docs/product.md#web-routes), in one place.
 * It lives in shared/ rather than app/ because feature pages link to each other and the
 * import rules forbid features from reaching into app/. The entry uses it too, before the app
 * has loaded (ENTRY_SHARED in vite.config.ts), so it imports nothing.
 */
export const paths = {
  home: '/',
  about: '/about',
  leadership: '/leadership',
  leaders: '/leaders',
  ministries: '/ministries',
  torchKids: '/torch-kids',
  teachings: '/teachings',
  events: '/events',
  blog: '/blog',
  blogPost: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  prayer: '/prayer',
  lightCampuses: '/light-campuses',
  testimonies: '/testimonies',
  serve: '/serve',
  give: '/give',
  contact: '/contact',
  newConverts: '/new-converts',
  joinUs: '/join-us',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  confirmEmail: '/confirm-email',
  profile: '/profile',
  chat: '/chat',
  admin: {
    dashboard: '/admin',
    users: '/admin/users',
    teachings: '/admin/teachings',
    events: '/admin/events',
    leaders: '/admin/leaders',
    prayers: '/admin/prayers',
    testimonies: '/admin/testimonies',
    serve: '/admin/serve',
    content: '/admin/content',
    blog: '/admin/blog',
    campuses: '/admin/campuses',
    torchKids: '/admin/torch-kids',
    newConverts: '/admin/new-converts',
    inbox: '/admin/inbox',
    subscribers: '/admin/subscribers',
  },
} as const;

/** True for /admin and everything under it. */
export function isAdminPath(pathname: string): boolean {
  return pathname === paths.admin.dashboard || pathname.startsWith(`${paths.admin.dashboard}/`);
}
