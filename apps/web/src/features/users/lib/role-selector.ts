/** When an admin may change a role from the Users table (docs/product.md#roles). */
import type { TFunction } from 'i18next';
import type { Role, User } from '@torch/contract';
import { i18next } from '../../../shared/i18n';

/** The roles as the selector offers them, in the language of `t`. */
export function roleOptions(
  t: TFunction,
): readonly { value: Role; label: string; disabled: boolean }[] {
  return [
    { value: 'User', label: t('member', 'Member'), disabled: false },
    { value: 'Admin', label: t('admin', 'Admin'), disabled: false },
    // Shown so a Super-Admin row reads right, never chosen from here.
    { value: 'Super-Admin', label: t('superAdmin', 'Super Admin'), disabled: true },
  ];
}

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
