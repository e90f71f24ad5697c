/**
 * The typed client: every call names its route declaration from the contract, so the path,
 * method, what is sent and what comes back are the server's own. Mutations follow one
 * convention (docs/decisions/024-one-web-shape.md#data-access): the lists they change are
 * refetched when they settle, and only deletes show early (useOptimisticDelete).
 */
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import {
  nextCursorFrom,
  pageHeaders,
  type Page,
  type RouteDeclaration,
  type RouteInput,
  type RouteItem,
  type RouteOutput,
} from '@torch/contract';
import { apiRequest, apiRequestWithHeaders, type RequestOptions } from './http-client';
import { useOptimisticDelete } from './use-optimistic-delete';

type CallOptions = Pick<RequestOptions, 'signal' | 'unauthorized'>;

/** The route's path with its params filled in and its query appended. */
export function routeUrl(route: RouteDeclaration, input: { params?: unknown; query?: unknown }) {
  // Params and query values are strings, numbers or booleans: what a URL can carry.
  const params = (input.params ?? {}) as Record<string, string | number>;
  const path = route.path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(params[name])),
  );
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(
    (input.query ?? {}) as Record<string, string | number | boolean | undefined | null>,
  )) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

export function callRoute<D extends RouteDeclaration>(
  route: D,
  input: RouteInput<D>,
  options: CallOptions = {},
): Promise<RouteOutput<D>> {
  return apiRequest<RouteOutput<D>>(routeUrl(route, input), {
    method: route.method,
    body: input.body,
    ...options,
  });
}

/**
 * A route named by its method and path alone, typed by its declaration: a method or path that
 * differs from the declaration does not compile. For code on the first screen, whose bundle
 * must not carry zod (a declaration holds its zod schemas, and importing it brings them along):
 * `callRouteAt<typeof blogRoutes.listPublished>({ method: 'GET', path: '/api/blog' }, {})`.
 */
export function callRouteAt<D extends RouteDeclaration>(
  address: Pick<D, 'method' | 'path'>,
  input: RouteInput<D>,
  options: CallOptions = {},
): Promise<RouteOutput<D>> {
  return callRoute(address as D, input, options);
}

/** One page of a paged list route, with the next page's cursor and the total (headers). */
export async function callRoutePage<D extends RouteDeclaration>(
  route: D,
  input: RouteInput<D>,
  options: CallOptions = {},
): Promise<Page<RouteItem<D>>> {
  const { body, headers } = await apiRequestWithHeaders<RouteItem<D>[]>(routeUrl(route, input), {
    method: route.method,
    ...options,
  });
  return {
    items: body,
    nextCursor: nextCursorFrom(headers.get(pageHeaders.next)),
    total: Number(headers.get(pageHeaders.total) ?? body.length),
  };
}

/** One page of a paged list, addressed like `callRouteAt`: for the first screen, zod-free. */
export function callRoutePageAt<D extends RouteDeclaration>(
  address: Pick<D, 'method' | 'path'>,
  input: RouteInput<D>,
  options: CallOptions = {},
): Promise<Page<RouteItem<D>>> {
  return callRoutePage(address as D, input, options);
}

type PageFilters<D extends RouteDeclaration> = Omit<NonNullable<RouteInput<D>['query']>, 'cursor'>;

/**
 * A paged list as TanStack Query's infinite query: the first page, then one more each time
 * `fetchNextPage` is called ("Load more"); the filters are part of the key.
 */
export function routeInfiniteQuery<D extends RouteDeclaration, K extends QueryKey>(
  queryKey: K,
  route: D,
  filters: PageFilters<D> = {} as PageFilters<D>,
) {
  return infiniteQueryOptions({
    queryKey,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callRoutePage(route, { query: { ...filters, cursor: pageParam } } as RouteInput<D>, {
        signal,
      }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** How many rows a paged list holds under `filters`, from the server's count (a page of one is read). */
export function routeCountQuery<D extends RouteDeclaration, K extends QueryKey>(
  queryKey: K,
  route: D,
  filters: PageFilters<D>,
) {
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }) =>
      (await callRoutePage(route, { query: { ...filters, limit: 1 } } as RouteInput<D>, { signal }))
        .total,
  });
}

/** The query options of a route that takes no input (a list, a page's figures). */
export function routeQuery<D extends RouteDeclaration, K extends QueryKey>(queryKey: K, route: D) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => callRoute(route, {} as RouteInput<D>, { signal }),
  });
}

/** A route that takes only a body (a create): `mutate(body)`. */
export function useBodyMutation<D extends RouteDeclaration>(route: D, invalidates: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RouteInput<D>['body']) =>
      callRoute(route, { body } as unknown as RouteInput<D>),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invalidates }),
  });
}

/** A route on one row with a body (an update): `mutate({ id, body })`. */
export function useRowMutation<D extends RouteDeclaration>(route: D, invalidates: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: RouteInput<D>['body'] }) =>
      callRoute(route, { params: { id }, body } as unknown as RouteInput<D>),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invalidates }),
  });
}

/** A delete of one row: gone from the lists under `listKey` at once, back if refused. */
export function useDeleteMutation(route: RouteDeclaration, listKey: QueryKey) {
  return useOptimisticDelete(listKey, (id: string) =>
    callRoute(route, { params: { id } } as never).then(() => undefined),
  );
}
