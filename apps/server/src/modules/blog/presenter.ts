/** The one place a blog row becomes the API's post shape. */
import type { BlogPost } from '@torch/contract';
import type { blogPosts } from '../../db/schema';

export function toBlogPostDto(row: typeof blogPosts.$inferSelect): BlogPost {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    content: row.content,
    status: row.status,
    featureImageUrl: row.featureImageUrl,
    authorName: row.authorName,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
