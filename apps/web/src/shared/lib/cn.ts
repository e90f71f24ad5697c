/** Joins class names, skipping the falsy ones, so conditional styles read as one expression. */
export function cn(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}
