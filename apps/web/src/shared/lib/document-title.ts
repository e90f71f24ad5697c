/**
 * The tab title for a page called `title`: the church's short name after it, or with its tagline
 * on the home page (whose title is the short name).
 *
 * The entry uses it too, when it draws a post before the app has loaded
 * (app/first-screen-posts.ts), so it stays in the small entry-shared file (vite.config.ts) and
 * imports nothing.
 */
export interface TitleBrand {
  shortName: string;
  tagline: string;
}

/** Torch Fellowship's, until the church's settings arrive (docs/configuration.md#church-settings). */
export const defaultTitleBrand: TitleBrand = {
  shortName: 'Torch',
  tagline: 'Spreading light & love',
};

export function documentTitle(title: string, brand: TitleBrand = defaultTitleBrand): string {
  return title === brand.shortName
    ? `${brand.shortName} · ${brand.tagline}`
    : `${title} · ${brand.shortName}`;
}
