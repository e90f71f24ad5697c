/**
 * A filter kept in the page's address (`#/admin/blog?status=draft`), so a reload or a shared
 * link shows the same list: one of `choices`, or `fallback` when the address names none (or one
 * that is not a choice). Choosing the fallback takes the parameter out of the address.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export function useSearchParamChoice<C extends string>(
  name: string,
  choices: readonly C[],
  fallback: C,
): [value: C, choose: (next: C) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get(name);
  const value = choices.find((choice) => choice === raw) ?? fallback;
  const choose = useCallback(
    (next: C) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next === fallback) params.delete(name);
          else params.set(name, next);
          return params;
        },
        { replace: true },
      ),
    [name, fallback, setSearchParams],
  );
  return [value, choose];
}
