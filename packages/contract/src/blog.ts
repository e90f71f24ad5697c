/** Blog posts (docs/product.md#blog). */
import { z } from 'zod';
import { imageUrlSchema } from './media';
import { pageQuerySchema } from './http/page';

/**
 * The slug rule (docs/product.md#validation): lower-case; anything but letters, digits, spaces and
 * hyphens removed; runs of whitespace become one hyphen; repeated hyphens collapse.
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-');
}

export const blogStatuses = ['draft', 'published'] as const;

/** The admin list: every post, or only drafts or only published ones. */
export const adminBlogListQuerySchema = pageQuerySchema.extend({
  status: z.enum(blogStatuses, { error: 'status must be draft or published' }).optional(),
});

export const blogPostInputSchema = z.object({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, { error: 'Title is required' })
    .max(200, { error: 'Title must be at most 200 characters' }),
  content: z
    .string({ error: 'Content is required' })
    .trim()
    .min(1, { error: 'Content is required' })
    .max(100_000, { error: 'Content must be at most 100000 characters' }),
  status: z.enum(blogStatuses, { error: 'Status must be draft or published' }).default('draft'),
  /**
   * The post's address. Optional: a new post takes it from its title, an edited post keeps the
   * one it has; a different one moves the post and keeps the old address working
   * (docs/decisions/018-blog-post-addresses.md). Made unique by the server.
   */
  slug: z
    .string()
    .max(200, { error: 'Slug must be at most 200 characters' })
    .optional()
    .refine((value) => !value?.trim() || slugify(value) !== '', {
      error: 'The address needs at least one letter or digit',
    })
    .transform((value) => (value ? slugify(value) : undefined) || undefined),
  featureImageUrl: imageUrlSchema('A feature image is required.'),
});
export type BlogPostInput = z.input<typeof blogPostInputSchema>;

export const blogPostSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  content: z.string(),
  status: z.enum(blogStatuses),
  featureImageUrl: z.string(),
  authorName: z.string(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

/**
 * GET /api/blog/{slug}: a published post as a reader opens it, its markdown body also rendered
 * as safe HTML (./markdown.ts), so the reader's phone need not render it.
 */
export const renderedBlogPostSchema = blogPostSchema.extend({ contentHtml: z.string() });
export type RenderedBlogPost = z.infer<typeof renderedBlogPostSchema>;

export const postNotFoundMessage = 'Post not found';
