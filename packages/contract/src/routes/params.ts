/** Path parameters shared by many routes. */
import { z } from 'zod';

/** Rows are named by UUID (any 8-4-4-4-12 hex form): anything else names none, so 404. */
export const idParamsSchema = z.object({ id: z.guid() });
