/** The one place a blog row becomes the API's post shape. */
import type { BlogPost, RenderedBlogPost } from '@torch/contract';
import type { blogPosts } from '../../db/schema';
import { renderPostHtml } from './post-html';

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

/** A post as a reader opens it: its body rendered as safe HTML too. */
export async function toRenderedBlogPostDto(
  row: typeof blogPosts.$inferSelect,
): Promise<RenderedBlogPost> {
  return { ...toBlogPostDto(row), contentHtml: await renderPostHtml(row.content) };
}
