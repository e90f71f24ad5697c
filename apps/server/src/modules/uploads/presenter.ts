/** The one place an upload row becomes the API's `{ url, thumbnailUrl }`. */
import type { UploadResponse } from '@torch/contract';
import type { uploads } from '../../db/schema';

export function toUploadResponse(row: typeof uploads.$inferSelect): UploadResponse {
  return row.thumbnailUrl ? { url: row.url, thumbnailUrl: row.thumbnailUrl } : { url: row.url };
}
