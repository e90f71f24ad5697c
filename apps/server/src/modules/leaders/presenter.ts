/** The one place a leader row becomes the API's leader shape (docs/product.md#data). */
import type { Leader } from '@torch/contract';
import type { leaders } from '../../db/schema';

export function toLeaderDto(row: typeof leaders.$inferSelect): Leader {
  return {
    _id: row.id,
    name: row.name,
    title: row.title,
    bio: row.bio,
    photoUrl: row.photoUrl,
    youtubeUrl: row.youtubeUrl,
  };
}
