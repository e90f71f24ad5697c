/** When an admin may change a role from the Users table (docs/product.md#roles). */
import type { Role, User } from '@torch/contract';
import { i18next } from '../../../shared/i18n';

export const roleOptions: readonly { value: Role; label: string; disabled: boolean }[] = [
  { value: 'User', label: 'Member', disabled: false },
  { value: 'Admin', label: 'Admin', disabled: false },
  // Shown so a Super-Admin row reads right, never chosen from here.
  { value: 'Super-Admin', label: 'Super Admin', disabled: true },
];

/** Why a row's selector is locked, or null when it can be changed. */
export function roleLockReason(
  row: Pick<User, 'id' | 'role'>,
  viewerId: string | undefined,
  pendingUserId: string | null,
): string | null {
  if (row.id === viewerId)
    return i18next.t('youCannotChangeYourOwnRole', 'You cannot change your own role');
  if (row.role === 'Super-Admin')
    return i18next.t('superAdminRolesCannotBeChanged', 'Super Admin roles cannot be changed');
  if (pendingUserId !== null)
    return i18next.t('aRoleChangeIsBeingSaved', 'A role change is being saved');
  return null;
}
