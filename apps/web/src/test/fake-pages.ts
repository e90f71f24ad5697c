/**
 * A paged list route as the server answers it (docs/decisions/028-lists-page.md), for the fake
 * API: `limit` items (50 unless asked) after `cursor`, only those whose fields equal the
 * request's other parameters (`status=draft`), the total in X-Total-Count and the next page's
 * address in Link.
 */
import userEvent from '@testing-library/user-event';
import { fakeApi, type FakeHandler } from './fake-api';
import { renderApp } from './render-app';

export function pagedAnswer<T extends { _id: string }>(items: readonly T[]): FakeHandler {
  return ({ path }) => {
    const url = new URL(path, 'http://localhost');
    const limit = Number(url.searchParams.get('limit') ?? 50);
    const cursor = url.searchParams.get('cursor');
    const matching = items.filter((item) =>
      [...url.searchParams].every(
        ([name, value]) =>
          name === 'limit' ||
          name === 'cursor' ||
          String((item as Record<string, unknown>)[name]) === value,
      ),
    );
    const start = cursor ? matching.findIndex((item) => item._id === cursor) + 1 : 0;
    const page = matching.slice(start, start + limit);
    const headers: Record<string, string> = { 'X-Total-Count': String(matching.length) };
    const last = page.at(-1);
    if (last && start + limit < matching.length) {
      url.searchParams.set('cursor', last._id);
      headers.Link = `<${url.pathname}${url.search}>; rel="next"`;
    }
    return { body: page, headers };
  };
}

/**
 * Opens the page at `path` with its list (`route`) served a page at a time from `items`: the
 * requests the fake API answered, and a user to press Load more.
 */
export function openPagedList<T extends { _id: string }>(
  path: string,
  route: string,
  items: readonly T[],
) {
  const { requests } = fakeApi({ [route]: pagedAnswer(items) });
  const user = userEvent.setup();
  renderApp(path);
  return { requests, user };
}
