/** The query every paged list accepts (docs/decisions/028-lists-page.md). */
import { z } from 'zod';
import { pageLimits } from './page-headers';

/** The query every paged list accepts, whatever its own filters. */
export const pageQuerySchema = z.object({
  cursor: z.string().min(1).max(pageLimits.maxCursorLength).optional(),
  limit: z.coerce.number().int().min(1).max(pageLimits.max).default(pageLimits.default),
});
export type PageQuery = z.output<typeof pageQuerySchema>;

/** A free-text search box's value: trimmed, and empty means no search. */
export const searchTextSchema = z
  .string()
  .max(100)
  .transform((value) => value.trim())
  .optional();
