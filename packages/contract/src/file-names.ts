/**
 * The church's name as the start of a download's file name ('grace-gifts-2026-12-02.csv'):
 * the server's Content-Disposition and the web app's fallback name are one rule. Plain code
 * (no zod), so the web app's export buttons can import it cheaply.
 */
import type { ChurchSettings } from './church-settings';

/** 'Grace Church' → 'grace-church'; letters without a Latin form drop out ('' when none is left). */
function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
}

/**
 * The church's short name as a safe lowercase file-name word; the full name when the short one
 * leaves nothing (a name written in another script), and 'church' when neither does.
 */
export function churchFileSlug(church: Pick<ChurchSettings, 'shortName' | 'name'>): string {
  return slug(church.shortName) || slug(church.name) || 'church';
}

/** `churchFileName(grace, 'gifts')` → 'grace-gifts': the part before the day and extension. */
export function churchFileName(
  church: Pick<ChurchSettings, 'shortName' | 'name'>,
  what: string,
): string {
  return `${churchFileSlug(church)}-${what}`;
}
