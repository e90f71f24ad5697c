/** The one place a teaching row becomes the API's teaching shape (docs/product.md#data). */
import type { Teaching } from '@torch/contract';
import type { teachings } from '../../db/schema';

export function toTeachingDto(row: typeof teachings.$inferSelect): Teaching {
  return {
    _id: row.id,
    title: row.title,
    speaker: row.speaker,
    preached_at: row.preachedAt,
    category: row.category,
    youtube_url: row.youtubeUrl,
    description: row.description,
    created_at: row.createdAt.toISOString(),
  };
}
