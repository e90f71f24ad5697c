/** The signed-in state every screen reads (docs/product.md#sessions). */
import { createContext, useContext } from 'react';
import type { AuthResponse, User } from '@torch/contract';

export interface AuthState {
  user: User | null;
  /** Admin or Super-Admin. */
  isAdmin: boolean;
  /** True while a stored token is being checked at startup. */
  isLoading: boolean;
  signIn: (auth: AuthResponse) => void;
  /** Ends the session and goes to the home route. */
  signOut: () => void;
  /**
   * Ends every session of the member on the server (every device), then this one, and goes
   * to the home route. Resolves with the server's message; rejects, still signed in, if the
   * server could not do it.
   */
  signOutEverywhere: () => Promise<string>;
  /**
   * Closes the account on the server (docs/security.md#closing-an-account), then ends this
   * session and goes to the home route. Resolves with the server's message; rejects, still
   * signed in, with the server's reason (a wrong password, the last Super-Admin).
   */
  closeAccount: (password: string) => Promise<string>;
  /** Fetches the profile again, e.g. after saving it. */
  reloadUser: () => Promise<void>;
}

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>');
  return state;
}
