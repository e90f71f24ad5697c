/** PUT /api/profile/me: a member changes their own name (and, later, picture). */
import { useMutation } from '@tanstack/react-query';
import type { UpdateProfileRequest, User } from '@torch/contract';
import { apiRequest } from '../../../shared/api/http-client';

export function updateProfile(body: UpdateProfileRequest): Promise<User> {
  return apiRequest<User>('/api/profile/me', { method: 'PUT', body });
}

export function useUpdateProfileMutation() {
  return useMutation({ mutationFn: updateProfile });
}
