/** POST /api/auth/register: the answer carries a token, so registering also signs in. */
import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, RegisterRequest } from '@torch/contract';
import { apiRequest } from '../../../shared/api/http-client';

export function register(body: RegisterRequest): Promise<AuthResponse> {
  return apiRequest<AuthResponse>('/api/auth/register', { method: 'POST', body });
}

export function useRegisterMutation() {
  return useMutation({ mutationFn: register });
}
