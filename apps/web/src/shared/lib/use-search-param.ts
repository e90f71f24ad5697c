/**
 * One parameter of the page's address (`?apply=…`), and a way to drop it once it has been acted
 * on, replacing the history entry so Back does not bring it back.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export function useSearchParam(name: string): [value: string | null, forget: () => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const forget = useCallback(
    () =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [name, setSearchParams],
  );
  return [searchParams.get(name), forget];
}
