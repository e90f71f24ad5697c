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
  eventRegistrationConfirm: '/events/registration/confirm',
  eventRegistrationCancel: '/events/registration/cancel',
  blog: '/blog',
  blogPost: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  prayer: '/prayer',
  lightCampuses: '/light-campuses',
  testimonies: '/testimonies',
  serve: '/serve',
  give: '/give',
  /** A gift's printable receipt; the reference is the giver's key to it (docs/giving.md#receipts). */
  giftReceipts: '/giving/receipt',
  giftReceipt: (id: string, reference: string) =>
    `/giving/receipt/${encodeURIComponent(id)}?reference=${encodeURIComponent(reference)}`,
  contact: '/contact',
  newConverts: '/new-converts',
  joinUs: '/join-us',
  newsletterConfirm: '/newsletter/confirm',
  newsletterUnsubscribe: '/newsletter/unsubscribe',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  confirmEmail: '/confirm-email',
  cancelEmailChange: '/cancel-email-change',
  profile: '/profile',
  /** A tab of the profile (docs/product.md#profile): its sections are addressable. */
  profileTab: (tab: 'tickets' | 'giving' | 'details' | 'account') => `/profile?tab=${tab}`,
  givingStatement: '/profile/giving-statement',
  chat: '/chat',
  admin: {
    dashboard: '/admin',
    users: '/admin/users',
    teachings: '/admin/teachings',
    events: '/admin/events',
    eventRegistrations: (id: string) => `/admin/events/${encodeURIComponent(id)}/registrations`,
    eventCheckIn: (id: string) => `/admin/events/${encodeURIComponent(id)}/check-in`,
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
    newsletter: '/admin/newsletter',
    giving: '/admin/giving',
    church: '/admin/church',
  },
} as const;

/** True for /admin and everything under it. */
export function isAdminPath(pathname: string): boolean {
  return pathname === paths.admin.dashboard || pathname.startsWith(`${paths.admin.dashboard}/`);
}
