/** The member's own profile (docs/product.md#accounts-api), over its contract declaration. */
import { useMutation } from '@tanstack/react-query';
import {
  churchFileName,
  accountRoutes,
  passwordRoutes,
  type ChangeEmailRequest,
  type PasswordMessage,
  profileRoutes,
  type ChangePasswordRequest,
  type PasswordChangedResponse,
  type UpdateProfileRequest,
  type User,
} from '@torch/contract';
import { saveDownload } from '../../../shared/api/http-client';
import { useChurch } from '../../church';
import { callRoute, routeUrl } from '../../../shared/api/route-client';

/** A member changes their own name and picture. */
export function updateProfile(body: UpdateProfileRequest): Promise<User> {
  return callRoute(profileRoutes.update, { body });
}

export function useUpdateProfileMutation() {
  return useMutation({ mutationFn: updateProfile });
}

/** The answer carries a new token for this device; the member's other sessions have ended. */
export function changePassword(body: ChangePasswordRequest): Promise<PasswordChangedResponse> {
  return callRoute(passwordRoutes.change, { body });
}

export function useChangePasswordMutation() {
  return useMutation({ mutationFn: changePassword });
}

/** Everything the server keeps about the member, saved as one JSON file (GET /api/profile/export). */
export function useDownloadMyData() {
  const church = useChurch();
  return useMutation({
    mutationFn: () =>
      saveDownload(
        routeUrl(profileRoutes.exportData, {}),
        `my-${churchFileName(church, 'data')}.json`,
      ),
  });
}

/** A link goes to the new address; the address changes once it is followed. */
export function useChangeEmailMutation() {
  return useMutation({
    mutationFn: (body: ChangeEmailRequest): Promise<PasswordMessage> =>
      callRoute(accountRoutes.changeEmail, { body }),
  });
}
