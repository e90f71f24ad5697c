/**
 * The admin header's title (specification §2.2): 'Admin Dashboard' on /admin, 'Manage
 * Ministries' for serve, otherwise 'Manage' and the capitalised last segment, plural.
 * Hyphenated segments read as words ('torch-kids' → 'Torch Kids') so titles stay English.
 */
export function adminTitle(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  const last = segments[segments.length - 1];
  if (!last || last === 'admin') return 'Admin Dashboard';
  if (last === 'serve') return 'Manage Ministries';
  const words = decodeURIComponent(last)
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  const name = words.join(' ');
  return `Manage ${name.endsWith('s') ? name : `${name}s`}`;
}
