/** Church leaders (docs/product.md#leaders). */
import { z } from 'zod';
import { requiredText } from './common';
import { imageUrlSchema, youtubeUrlSchema } from './media';
import { invalidLeaderVideoMessage } from './content-constants';

export { invalidLeaderVideoMessage } from './content-constants';

export const leaderInputSchema = z.object({
  name: requiredText('Name', 120),
  title: requiredText('Title', 120),
  bio: requiredText('Bio', 5000),
  youtubeUrl: youtubeUrlSchema(invalidLeaderVideoMessage),
  photoUrl: imageUrlSchema('A photo is required.'),
});
export type LeaderInput = z.input<typeof leaderInputSchema>;

export const leaderSchema = z.object({
  _id: z.string(),
  name: z.string(),
  title: z.string(),
  bio: z.string(),
  photoUrl: z.string(),
  youtubeUrl: z.string(),
});
export type Leader = z.infer<typeof leaderSchema>;

export const leaderNotFoundMessage = 'Leader not found';
