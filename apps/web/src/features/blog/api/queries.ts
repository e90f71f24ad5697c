/**
 * The blog's reads, apart from its writes: the first screen loads this module, and it must not
 * carry the route declarations' zod schemas (see callRouteAt).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { blogRoutes } from '@torch/contract';
import { ApiError } from '../../../shared/api/api-error';
import { callRouteAt, callRoutePageAt } from '../../../shared/api/route-client';
import { useDeferredRead } from '../../../shared/api/use-deferred-read';
import { useMorePages } from '../../../shared/api/use-more-pages';

/** Every blog query starts with `all`, so one invalidation refreshes lists and posts alike. */
export const blogKeys = {
  all: ['blog'] as const,
  published: () => [...blogKeys.all, 'published'] as const,
  publishedPages: () => [...blogKeys.all, 'published-pages'] as const,
  admin: () => [...blogKeys.all, 'admin'] as const,
  post: (slug: string) => [...blogKeys.all, 'post', slug] as const,
};

/** Published posts, newest first (the public list and the home page's latest). */
export function getBlogPosts(signal?: AbortSignal) {
  // Both reads are on the first screen: addressed without the declarations' zod schemas.
  return callRouteAt<typeof blogRoutes.listPublished>(
    { method: 'GET', path: '/api/blog' },
    {},
    { signal },
  );
}

/** One published post, by its address or one it had before. */
export function getPostBySlug(slug: string, signal?: AbortSignal) {
  return callRouteAt<typeof blogRoutes.bySlug>(
    { method: 'GET', path: '/api/blog/:slug' },
    { params: { slug } },
    { signal },
  );
}

export function blogPostsQueryOptions() {
  return queryOptions({
    queryKey: blogKeys.published(),
    queryFn: ({ signal }) => getBlogPosts(signal),
  });
}

export function postBySlugQueryOptions(slug: string) {
  return queryOptions({
    queryKey: blogKeys.post(slug),
    queryFn: ({ signal }) => getPostBySlug(slug, signal),
    // A missing post stays missing; only a failed connection is worth a second try.
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status === 404) && failures < 1,
  });
}

export const useBlogPosts = () => useDeferredRead(useQuery(blogPostsQueryOptions()));
export const usePostBySlug = (slug: string) =>
  useDeferredRead(useQuery(postBySlugQueryOptions(slug)));

/** The Blog page's posts, every page of them on "Load more" (shared/api/use-more-pages.ts). */
export const useAllBlogPosts = () =>
  useMorePages(useBlogPosts(), blogKeys.publishedPages(), (cursor, signal) =>
    callRoutePageAt<typeof blogRoutes.listPublished>(
      { method: 'GET', path: '/api/blog' },
      { query: { cursor } },
      { signal },
    ),
  );
