/** The member's own profile (docs/product.md#accounts-api), over its contract declaration. */
import { useMutation } from '@tanstack/react-query';
import { profileRoutes, type UpdateProfileRequest, type User } from '@torch/contract';
import { callRoute } from '../../../shared/api/route-client';

/** A member changes their own name and picture. */
export function updateProfile(body: UpdateProfileRequest): Promise<User> {
  return callRoute(profileRoutes.update, { body });
}

export function useUpdateProfileMutation() {
  return useMutation({ mutationFn: updateProfile });
}
