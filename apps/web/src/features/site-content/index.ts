/** What other features may use from the site-content feature. */
export { useSiteTexts } from './hooks/use-site-texts';
