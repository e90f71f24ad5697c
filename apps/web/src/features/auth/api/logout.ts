/** POST /api/auth/logout: revokes the token on the server. */
import { apiRequest } from '../../../shared/api/http-client';

export function logout(): Promise<void> {
  // Silent: a token that is already invalid needs no "session expired" message on sign-out.
  return apiRequest<void>('/api/auth/logout', { method: 'POST', unauthorized: 'silent' });
}
