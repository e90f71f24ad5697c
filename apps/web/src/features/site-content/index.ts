/**
 * What public pages may use from the site-content feature. The editing pieces are in `admin.ts`:
 * a barrel's every export joins the chunk of whoever imports it, so keeping them here would send
 * the save route's zod schemas and the editor's dialogs with the home page (docs/architecture.md).
 */
export { useSiteTexts } from './hooks/use-site-texts';
