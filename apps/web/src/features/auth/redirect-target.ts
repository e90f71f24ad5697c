/** Where the route guard sent the user from, carried in navigation state. */
import type { Location } from 'react-router';

export interface FromState {
  from?: Pick<Location, 'pathname' | 'search'>;
}

export function redirectTarget(state: unknown): string | null {
  if (!state || typeof state !== 'object' || !('from' in state)) return null;
  const from = (state as FromState).from;
  if (!from || typeof from.pathname !== 'string') return null;
  if (from.pathname === '/login' || from.pathname === '/register') return null;
  return `${from.pathname}${typeof from.search === 'string' ? from.search : ''}`;
}
