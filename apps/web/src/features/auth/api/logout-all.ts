/** POST /api/auth/logout-all: ends every session of the member, on every device, this one too. */
import type { LogoutAllResponse } from '@torch/contract';
import { apiRequest } from '../../../shared/api/http-client';

export function logoutAll(): Promise<LogoutAllResponse> {
  return apiRequest<LogoutAllResponse>('/api/auth/logout-all', { method: 'POST' });
}
