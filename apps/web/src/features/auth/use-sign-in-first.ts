/**
 * For an action only members may take: sends the visitor to sign in, and back afterwards to the
 * address given, whose parameters say what they were about to do (./redirect-target.ts).
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../shared/config/paths';
import type { FromState } from './redirect-target';

export function useSignInFirst(): (pathname: string, search: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (pathname, search) => {
      const state: FromState = { from: { pathname, search } };
      void navigate(paths.login, { state });
    },
    [navigate],
  );
}
