/**
 * The tab title for a page called `title`.
 *
 * The entry uses it too, when it draws a post before the app has loaded
 * (app/first-screen-posts.ts), so it stays in the small entry-shared file (vite.config.ts) and
 * imports nothing.
 */
export function documentTitle(title: string): string {
  return title === 'Torch' ? 'Torch · Spreading light & love' : `${title} · Torch`;
}
