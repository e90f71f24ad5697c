/** POST /api/auth/login. */
import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, LoginRequest } from '@torch/contract';
import { apiRequest } from '../../../shared/api/http-client';

export function login(body: LoginRequest): Promise<AuthResponse> {
  return apiRequest<AuthResponse>('/api/auth/login', { method: 'POST', body });
}

export function useLoginMutation() {
  return useMutation({ mutationFn: login });
}
