/** Blog posts: public reading of published posts, and the admins' writing desk. */
import {
  postNotFoundMessage,
  type adminBlogListQuerySchema,
  type Page,
  type PageQuery,
  slugify,
  type BlogPost,
  type blogPostInputSchema,
  type RenderedBlogPost,
} from '@torch/contract';
import { and, eq, like, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { newestFirst } from '../../db/paging';
import { blogPosts, blogPostSlugHistory } from '../../db/schema';
import { tablePage } from '../../db/table-page';
import { notFound } from '../../http/app-error';
import { toBlogPostDto, toRenderedBlogPostDto } from './presenter';
import { removeRow } from '../editable-rows';

type BlogPostInput = z.output<typeof blogPostInputSchema>;

export class BlogService {
  constructor(private readonly db: Database) {}

  /**
   * Published posts, newest first: what visitors see, a page at a time. A published post
   * always has its publication time; the creation time stands in should one lack it, so the
   * sort key is never null.
   */
  async listPublished(query: PageQuery): Promise<Page<BlogPost>> {
    return tablePage(this.db, blogPosts, {
      query,
      filter: eq(blogPosts.status, 'published'),
      ordering: {
        keys: [
          {
            value: sql`coalesce(${blogPosts.publishedAt}, ${blogPosts.createdAt})`,
            kind: 'timestamp',
          },
          { value: blogPosts.createdAt, kind: 'timestamp' },
        ],
        id: blogPosts.id,
        direction: 'desc',
      },
      toItem: toBlogPostDto,
    });
  }

  /** Every post, or only drafts or published ones, newest first: the admin list. */
  async listAll(query: z.output<typeof adminBlogListQuerySchema>): Promise<Page<BlogPost>> {
    return tablePage(this.db, blogPosts, {
      query,
      filter: query.status ? eq(blogPosts.status, query.status) : undefined,
      ordering: newestFirst(blogPosts),
      toItem: toBlogPostDto,
    });
  }

  /**
   * A published post by its slug, or by an address it had before, so links shared before an
   * address change still open it; the answer carries the current slug. A draft is as invisible
   * as a missing post.
   */
  async getPublishedBySlug(slug: string): Promise<RenderedBlogPost> {
    // Stored slugs are always in slug form; anything else (a NUL, markup) cannot name a post.
    if (slug.length > 200 || slugify(slug) !== slug) throw notFound(postNotFoundMessage);
    const [row] = await this.db
      .select()
      .from(blogPosts)
      .where(and(eq(blogPosts.slug, slug), eq(blogPosts.status, 'published')));
    if (row) return toRenderedBlogPostDto(row);
    const [moved] = await this.db
      .select({ post: blogPosts })
      .from(blogPostSlugHistory)
      .innerJoin(blogPosts, eq(blogPosts.id, blogPostSlugHistory.postId))
      .where(and(eq(blogPostSlugHistory.slug, slug), eq(blogPosts.status, 'published')));
    if (!moved) throw notFound(postNotFoundMessage);
    return toRenderedBlogPostDto(moved.post);
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

  /**
   * Saves an edit. The address stays unless the input names a different one: a title edit must
   * not break the links people have shared. A new address keeps the old one in the history.
   */
  async update(id: string, input: BlogPostInput): Promise<BlogPost> {
    return this.db.transaction(async (tx) => {
      const [existing] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id));
      if (!existing) throw notFound(postNotFoundMessage);
      const slug =
        !input.slug || input.slug === existing.slug
          ? existing.slug
          : await this.uniqueSlug(input.slug, id, tx);
      if (slug !== existing.slug) {
        // Going back to an address the post had before takes it out of the history again.
        await tx
          .delete(blogPostSlugHistory)
          .where(and(eq(blogPostSlugHistory.slug, slug), eq(blogPostSlugHistory.postId, id)));
        await tx.insert(blogPostSlugHistory).values({ slug: existing.slug, postId: id });
      }
      const [row] = await tx
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
    });
  }

  async remove(id: string): Promise<void> {
    await removeRow(this.db, blogPosts, id, postNotFoundMessage);
  }

  /**
   * `base`, or `base-2`, `base-3`… whichever is free. Another post's current or former address
   * is taken: an old link must keep opening the post it was shared for. Only the post being
   * edited (`exceptId`) may take back one of its own.
   */
  private async uniqueSlug(
    base: string,
    exceptId?: string,
    db: Pick<Database, 'select'> = this.db,
  ): Promise<string> {
    const root = base || 'post';
    const pattern = `${root.replace(/[%_\\]/g, '\\$&')}-%`;
    const current = await db
      .select({ slug: blogPosts.slug })
      .from(blogPosts)
      .where(
        and(
          or(eq(blogPosts.slug, root), like(blogPosts.slug, pattern)),
          exceptId ? ne(blogPosts.id, exceptId) : undefined,
        ),
      );
    const former = await db
      .select({ slug: blogPostSlugHistory.slug })
      .from(blogPostSlugHistory)
      .where(
        and(
          or(eq(blogPostSlugHistory.slug, root), like(blogPostSlugHistory.slug, pattern)),
          exceptId ? ne(blogPostSlugHistory.postId, exceptId) : undefined,
        ),
      );
    const used = new Set([...current, ...former].map((row) => row.slug));
    if (!used.has(root)) return root;
    for (let n = 2; ; n += 1) if (!used.has(`${root}-${n}`)) return `${root}-${n}`;
  }
}
