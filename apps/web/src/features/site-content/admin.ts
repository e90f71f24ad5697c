/** What admin screens of other features may use from the site-content feature. */
export { RenameInPageTexts, type NameChange } from './components/rename-in-page-texts';
export { useHomeHeadline, type HomeHeadline } from './hooks/use-home-headline';
export { HomeHeadlineField } from './components/home-headline-field';
