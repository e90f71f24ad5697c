import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { roles, type Role, type User } from '@torch/contract';
import { errorMessage } from '../../../shared/api/api-error';
import { unknownErrorMessage } from '../../../shared/api/http-client';
import { AdminScreen } from '../../../shared/ui/admin-screen';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Icon } from '../../../shared/ui/icon';
import { LoadMore, loadedOf } from '../../../shared/ui/load-more';
import { QueryList } from '../../../shared/ui/query-list';
import { Select } from '../../../shared/ui/select';
import { SearchInput } from '../../../shared/ui/search-input';
import { useAuth } from '../../auth';
import { useSendResetLink, useUpdateUserRole, useUsers } from '../api';
import { InviteUserModal } from '../components/invite-user-modal';
import { UserRow } from '../components/user-row';
import { roleLockReason } from '../lib/role-selector';
import { useTranslation } from 'react-i18next';

/** Waits this long after the last keystroke before searching. */
const SEARCH_DEBOUNCE_MS = 300;

function roleFilterLabel(t: TFunction, role: Role): string {
  switch (role) {
    case 'User':
      return t('members', 'Members');
    case 'Admin':
      return t('admins', 'Admins');
    case 'Super-Admin':
      return t('superAdmins', 'Super-Admins');
  }
}

const isRole = (value: string | null): value is Role => roles.includes(value as Role);

/**
 * Users (docs/product.md#users): searched by name or e-mail and filtered by role on the server,
 * a page at a time; the search and the filter live in the address (`#/admin/users?q=&role=`), so
 * a reload or a shared link keeps them.
 */
export function AdminUsersPage() {
  const { t } = useTranslation();
  const { user: viewer } = useAuth();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const roleParam = params.get('role');
  const role = isRole(roleParam) ? roleParam : undefined;
  const users = useUsers({ ...(q ? { q } : {}), ...(role ? { role } : {}) });
  const updateRole = useUpdateUserRole();
  const sendResetLink = useSendResetLink();
  const [resetFor, setResetFor] = useState<User | null>(null);
  const canSendResetLinks = viewer?.role === 'Super-Admin';
  const [search, setSearch] = useState(q);
  const [inviting, setInviting] = useState(false);
  const pendingUserId = updateRole.isPending ? (updateRole.variables?.id ?? null) : null;

  const setParam = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  useEffect(() => {
    const timer = setTimeout(() => {
      if (search.trim() !== q) setParam('q', search.trim());
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new keystroke restarts it
  }, [search]);

  const changeRole = (user: User, role: Role) =>
    updateRole.mutate(
      { id: user.id, role },
      {
        onSuccess: () =>
          toast.success(t('userRoleUpdatedSuccessfully', 'User role updated successfully.')),
        onError: (error) =>
          toast.error(
            t('failedToUpdateRoleMessage', 'Failed to update role: {{message}}', {
              message: errorMessage(error, unknownErrorMessage()),
            }),
          ),
      },
    );

  const confirmResetLink = (user: User) =>
    sendResetLink.mutate(user, {
      onSuccess: () => {
        toast.success(
          t('resetLinkSentToFullName', 'Reset link sent to {{fullName}}.', {
            fullName: user.fullName,
          }),
        );
        setResetFor(null);
      },
      onError: (error) =>
        toast.error(
          t('failedToSendTheLinkMessage', 'Failed to send the link: {{message}}', {
            message: errorMessage(error, unknownErrorMessage()),
          }),
        ),
    });

  return (
    <AdminScreen
      title={t('users', 'Users')}
      summary={
        users.data
          ? t('accountCount', {
              count: users.total,
              formattedCount: users.total.toLocaleString('en'),
              defaultValue_one: '{{formattedCount}} account',
              defaultValue_other: '{{formattedCount}} accounts',
            })
          : t('everyAccount', 'Every account')
      }
      actions={
        <Button onClick={() => setInviting(true)} aria-haspopup="dialog">
          <Icon name="plus" />
          {t('addUser', 'Add User')}
        </Button>
      }
    >
      <div className="flex max-w-2xl flex-col gap-3 sm:flex-row">
        <div className="flex-1">
          <SearchInput
            id="user-search"
            label={t('searchUsersByNameOrEmail', 'Search users by name or email')}
            hideLabel
            placeholder={t('searchByNameOrEmail', 'Search by name or email')}
            value={search}
            onSearch={setSearch}
          />
        </div>
        <Select
          id="user-role-filter"
          label={t('filterByRole', 'Filter by role')}
          hideLabel
          value={role ?? ''}
          onChange={(event) => setParam('role', event.target.value)}
          options={[
            { value: '', label: t('allRoles', 'All roles') },
            ...roles.map((value) => ({ value, label: roleFilterLabel(t, value) })),
          ]}
        />
      </div>
      <QueryList
        // A paged list is rendered as a whole one: data is every row loaded so far.
        query={users}
        loadingLabel={t('loadingUsers', 'Loading users…')}
        errorTitle={t('usersCouldNotBeLoaded', 'Users could not be loaded')}
        empty={
          <EmptyState
            icon={<Icon name="users" className="size-7" />}
            title={
              q
                ? t('noUsersMatchQ', 'No users match “{{q}}”', { q })
                : t('noUsersFound', 'No users found')
            }
          />
        }
      >
        {(shown) => (
          <div className="relative overflow-x-auto rounded-3xl border border-ink-100 bg-white px-5 shadow-warm">
            {/* Rows stack on a phone (see UserRow), where each selector names its user and the
              column headings would not line up with anything. */}
            <table className="block w-full text-left sm:table sm:min-w-[40rem]">
              <thead className="hidden sm:table-header-group">
                <tr className="text-xs tracking-wide text-ink-500 uppercase">
                  <th scope="col" className="py-3 pr-4 font-semibold">
                    {t('user', 'User')}
                  </th>
                  <th scope="col" className="hidden py-3 pr-4 font-semibold sm:table-cell">
                    {t('role', 'Role')}
                  </th>
                  <th scope="col" className="hidden py-3 pr-4 font-semibold sm:table-cell">
                    {t('joined', 'Joined')}
                  </th>
                  <th scope="col" className="py-3 font-semibold">
                    {t('changeRole', 'Change role')}
                  </th>
                  {canSendResetLinks && (
                    <th scope="col" className="py-3 pl-4 font-semibold">
                      {t('password', 'Password')}
                    </th>
                  )}
                </tr>
              </thead>
              <tbody className="block sm:table-row-group">
                {shown.map((user) => (
                  <UserRow
                    key={user.id}
                    user={user}
                    lockReason={roleLockReason(user, viewer?.id, pendingUserId)}
                    onRoleChange={changeRole}
                    onSendResetLink={canSendResetLinks ? setResetFor : undefined}
                  />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryList>
      {users.data && users.data.length > 0 && (
        <LoadMore query={users} count={loadedOf(users, t('membersNoun', 'members'))} />
      )}
      <ConfirmDialog
        open={resetFor !== null}
        title={t('sendAResetLink', 'Send a reset link?')}
        message={
          resetFor &&
          t(
            'fullNameWillGetAResetLinkEmail',
            '{{fullName}} will get an e-mail at {{email}} with a link to choose a new password. It works once, for one hour. You will not see the link.',
            { fullName: resetFor.fullName, email: resetFor.email },
          )
        }
        confirmLabel={t('sendLink', 'Send link')}
        tone="primary"
        busy={sendResetLink.isPending}
        onConfirm={() => resetFor && confirmResetLink(resetFor)}
        onCancel={() => setResetFor(null)}
      />
      {inviting && <InviteUserModal onClose={() => setInviting(false)} />}
    </AdminScreen>
  );
}
