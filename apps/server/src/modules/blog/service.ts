/** Blog posts: public reading of published posts, and the admins' writing desk. */
import {
  slugify,
  type BlogPost,
  type blogPostInputSchema,
  type RenderedBlogPost,
} from '@torch/contract';
import { and, desc, eq, like, ne, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { blogPosts } from '../../db/schema';
import { notFound } from '../../http/app-error';
import { toBlogPostDto, toRenderedBlogPostDto } from './presenter';

type BlogPostInput = z.output<typeof blogPostInputSchema>;

export const POST_NOT_FOUND = 'Post not found';

export class BlogService {
  constructor(private readonly db: Database) {}

  /** Published posts, newest first: what visitors see. */
  async listPublished(): Promise<BlogPost[]> {
    const rows = await this.db
      .select()
      .from(blogPosts)
      .where(eq(blogPosts.status, 'published'))
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.createdAt));
    return rows.map(toBlogPostDto);
  }

  /** Every post, drafts included, newest first: the admin list. */
  async listAll(): Promise<BlogPost[]> {
    const rows = await this.db.select().from(blogPosts).orderBy(desc(blogPosts.createdAt));
    return rows.map(toBlogPostDto);
  }

  /** A published post by its slug; a draft is as invisible as a missing post. */
  async getPublishedBySlug(slug: string): Promise<RenderedBlogPost> {
    // Stored slugs are always in slug form; anything else (a NUL, markup) cannot name a post.
    if (slug.length > 200 || slugify(slug) !== slug) throw notFound(POST_NOT_FOUND);
    const [row] = await this.db
      .select()
      .from(blogPosts)
      .where(and(eq(blogPosts.slug, slug), eq(blogPosts.status, 'published')));
    if (!row) throw notFound(POST_NOT_FOUND);
    return toRenderedBlogPostDto(row);
  }

  async create(input: BlogPostInput, author: { id: string; fullName: string }): Promise<BlogPost> {
    const slug = await this.uniqueSlug(input.slug || slugify(input.title));
    const [row] = await this.db
      .insert(blogPosts)
      .values({
        slug,
        title: input.title,
        content: input.content,
        status: input.status,
        featureImageUrl: input.featureImageUrl,
        authorId: author.id,
        authorName: author.fullName,
        publishedAt: input.status === 'published' ? new Date() : null,
      })
      .returning();
    return toBlogPostDto(row!);
  }

  async update(id: string, input: BlogPostInput): Promise<BlogPost> {
    const [existing] = await this.db.select().from(blogPosts).where(eq(blogPosts.id, id));
    if (!existing) throw notFound(POST_NOT_FOUND);
    const wantedSlug = input.slug || slugify(input.title);
    const slug =
      wantedSlug === existing.slug ? existing.slug : await this.uniqueSlug(wantedSlug, id);
    const [row] = await this.db
      .update(blogPosts)
      .set({
        slug,
        title: input.title,
        content: input.content,
        status: input.status,
        featureImageUrl: input.featureImageUrl,
        // The first publication date stays, even if a post is unpublished and published again.
        publishedAt: existing.publishedAt ?? (input.status === 'published' ? new Date() : null),
        updatedAt: new Date(),
      })
      .where(eq(blogPosts.id, id))
      .returning();
    return toBlogPostDto(row!);
  }

  async remove(id: string): Promise<void> {
    const deleted = await this.db
      .delete(blogPosts)
      .where(eq(blogPosts.id, id))
      .returning({ id: blogPosts.id });
    if (deleted.length === 0) throw notFound(POST_NOT_FOUND);
  }

  /** `base`, or `base-2`, `base-3`… whichever is free (ignoring the post being edited). */
  private async uniqueSlug(base: string, exceptId?: string): Promise<string> {
    const root = base || 'post';
    const taken = await this.db
      .select({ slug: blogPosts.slug })
      .from(blogPosts)
      .where(
        and(
          or(
            eq(blogPosts.slug, root),
            like(blogPosts.slug, `${root.replace(/[%_\\]/g, '\\$&')}-%`),
          ),
          exceptId ? ne(blogPosts.id, exceptId) : undefined,
        ),
      );
    const used = new Set(taken.map((row) => row.slug));
    if (!used.has(root)) return root;
    for (let n = 2; ; n += 1) if (!used.has(`${root}-${n}`)) return `${root}-${n}`;
  }
}
