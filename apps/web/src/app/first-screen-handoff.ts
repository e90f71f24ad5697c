/**
 * The data the entry drew into the pre-rendered first screen before the app had loaded (blog
 * posts: ./first-screen-posts.ts), handed to the app: taking the page over (hydration), the app
 * must render what is on the screen, so it renders with the same data.
 *
 * The entry and the app share this module, so it stays in the small entry-shared file
 * (vite.config.ts) and must import nothing.
 */
const handoffs = new WeakMap<Element, { drawnWith?: unknown; takeoverBegun?: true }>();

/**
 * For the entry, before it draws into `root` with `data`: true if it may, that is if the app
 * has not begun taking `root` over. The app will then render with `data`.
 */
export function handOverDrawnData(root: Element, data: unknown): boolean {
  if (handoffs.get(root)?.takeoverBegun) return false;
  handoffs.set(root, { drawnWith: data });
  return true;
}

/**
 * For the app, as it begins taking `root` over: the data the entry drew with, if it drew. The
 * entry draws nothing after this.
 */
export function takeDrawnData(root: Element): unknown {
  const drawnWith = handoffs.get(root)?.drawnWith;
  handoffs.set(root, { takeoverBegun: true });
  return drawnWith;
}
