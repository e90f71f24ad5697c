/** The member listbox's option ids and arrow-key movement (components/member-options.tsx). */
export const memberOptionId = (listId: string, index: number) => `${listId}-option-${index}`;

/** Arrow keys move through `count` options; the answer is the new active index, or null. */
export function stepThroughOptions(key: string, active: number, count: number): number | null {
  if (key === 'ArrowDown') return Math.min(active + 1, Math.max(count - 1, 0));
  if (key === 'ArrowUp') return Math.max(active - 1, 0);
  return null;
}
