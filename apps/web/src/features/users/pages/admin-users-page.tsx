import { useState } from 'react';
import { toast } from 'react-toastify';
import type { Role, User } from '@torch/contract';
import { errorMessage } from '../../../shared/api/api-error';
import { UNKNOWN_ERROR_MESSAGE } from '../../../shared/api/http-client';
import { AdminScreen } from '../../../shared/ui/admin-screen';
import { Button } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Icon } from '../../../shared/ui/icon';
import { Input } from '../../../shared/ui/input';
import { QueryList } from '../../../shared/ui/query-list';
import { useAuth } from '../../auth';
import { useUpdateUserRole, useUsers } from '../api';
import { UserRow } from '../components/user-row';
import { roleLockReason } from '../lib/role-selector';

/** Users (docs/product.md#users): search by name or email, and change roles within the rules. */
export function AdminUsersPage() {
  const { user: viewer } = useAuth();
  const users = useUsers();
  const updateRole = useUpdateUserRole();
  const [search, setSearch] = useState('');
  const pendingUserId = updateRole.isPending ? (updateRole.variables?.id ?? null) : null;

  const term = search.trim().toLowerCase();
  const matching = (all: User[]) =>
    all.filter(
      (user) =>
        term === '' ||
        user.fullName.toLowerCase().includes(term) ||
        user.email.toLowerCase().includes(term),
    );

  const changeRole = (user: User, role: Role) =>
    updateRole.mutate(
      { id: user.id, role },
      {
        onSuccess: () => toast.success('User role updated successfully.'),
        onError: (error) =>
          toast.error(`Failed to update role: ${errorMessage(error, UNKNOWN_ERROR_MESSAGE)}`),
      },
    );

  return (
    <AdminScreen
      title="Users"
      summary={users.data ? `${users.data.length} accounts` : 'Every account'}
      actions={
        // The button has no action yet (docs/product.md#users).
        <Button aria-disabled="true" title="Members join through the Register page">
          <Icon name="plus" />
          Add User
        </Button>
      }
    >
      <div className="max-w-md">
        <Input
          id="user-search"
          type="search"
          label="Search users by name or email"
          hideLabel
          placeholder="Search by name or email"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <QueryList
        query={users}
        select={matching}
        loadingLabel="Loading users…"
        errorTitle="Users could not be loaded"
        empty={
          <EmptyState icon={<Icon name="users" className="size-7" />} title="No users found" />
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
                    User
                  </th>
                  <th scope="col" className="hidden py-3 pr-4 font-semibold sm:table-cell">
                    Role
                  </th>
                  <th scope="col" className="hidden py-3 pr-4 font-semibold sm:table-cell">
                    Joined
                  </th>
                  <th scope="col" className="py-3 font-semibold">
                    Change role
                  </th>
                </tr>
              </thead>
              <tbody className="block sm:table-row-group">
                {shown.map((user) => (
                  <UserRow
                    key={user.id}
                    user={user}
                    lockReason={roleLockReason(user, viewer?.id, pendingUserId)}
                    onRoleChange={changeRole}
                  />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryList>
    </AdminScreen>
  );
}
