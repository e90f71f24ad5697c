/**
 * A list's filters in the address's query (inside the hash: `#/admin/prayers?status=private&q=…`),
 * so a reload or a shared link keeps them (docs/decisions/028-lists-page.md). Each change
 * replaces the history entry: Back leaves the screen rather than stepping through keystrokes.
 */
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/** How long typing must pause before a search goes to the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/** One filter held in the address: its value (or `fallback`) and a way to set it. */
export function useFilterParam<T extends string>(
  name: string,
  fallback: T,
  allowed?: readonly T[],
): [value: T, set: (value: T) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get(name);
  const value =
    raw !== null && (!allowed || (allowed as readonly string[]).includes(raw))
      ? (raw as T)
      : fallback;
  const set = useCallback(
    (next: T) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next === fallback) params.delete(name);
          else params.set(name, next);
          return params;
        },
        { replace: true },
      ),
    [fallback, name, setSearchParams],
  );
  return [value, set];
}

/**
 * A search box held in the address: `text` follows every keystroke, `search` (what to ask the
 * server) follows once typing pauses.
 */
export function useSearchText(name: string): {
  text: string;
  setText: (text: string) => void;
  search: string;
} {
  const [search, setSearch] = useFilterParam<string>(name, '');
  const [text, setText] = useState(search);

  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === search) return;
    const timer = setTimeout(() => setSearch(trimmed), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, search, setSearch]);

  return { text, setText, search };
}
