/** Video teachings (docs/product.md#teachings). */
import { z } from 'zod';
import { requiredText } from './common';
import { isValidIsoDate } from './events';
import { youtubeUrlSchema } from './media';
import { invalidTeachingVideoMessage } from './content-constants';

export { invalidTeachingVideoMessage } from './content-constants';

export const teachingInputSchema = z.object({
  title: requiredText('Title', 200),
  speaker: requiredText('Speaker', 120),
  preached_at: z
    .string({ error: 'Date is required' })
    .trim()
    .min(1, { error: 'Date is required' })
    .refine(isValidIsoDate, { error: 'Enter a date as YYYY-MM-DD' }),
  category: requiredText('Category', 80),
  youtube_url: youtubeUrlSchema(invalidTeachingVideoMessage),
  description: requiredText('Description', 5000),
});
export type TeachingInput = z.input<typeof teachingInputSchema>;

export const teachingSchema = z.object({
  _id: z.string(),
  title: z.string(),
  speaker: z.string(),
  preached_at: z.string(),
  category: z.string(),
  youtube_url: z.string(),
  description: z.string(),
  created_at: z.string(),
});
export type Teaching = z.infer<typeof teachingSchema>;

export const teachingNotFoundMessage = 'Teaching not found';
