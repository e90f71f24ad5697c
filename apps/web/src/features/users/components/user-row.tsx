import { roles, type Role, type User } from '@torch/contract';
import { Avatar } from '../../../shared/ui/avatar';
import { Badge, type BadgeTone } from '../../../shared/ui/badge';
import { Select } from '../../../shared/ui/select';
import { roleOptions } from '../lib/role-selector';

const roleTones: Record<Role, BadgeTone> = {
  User: 'neutral',
  Admin: 'ember',
  'Super-Admin': 'gold',
};
const joinedFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

function isRole(value: string): value is Role {
  return (roles as readonly string[]).includes(value);
}

/** One account: who, role, joined, and the role selector (locked when the rules say so). */
export function UserRow({
  user,
  lockReason,
  onRoleChange,
}: {
  user: User;
  lockReason: string | null;
  onRoleChange: (user: User, role: Role) => void;
}) {
  const label = roleOptions.find((option) => option.value === user.role)?.label ?? user.role;
  return (
    <tr className="border-t border-ink-100 align-middle">
      {/* w-full with max-w-0: the user column takes the room left and truncates on phones. */}
      <td className="w-full max-w-0 py-3 pr-4">
        <div className="flex items-center gap-3">
          <Avatar name={user.fullName} src={user.avatarUrl} size="sm" />
          <div className="min-w-0">
            <p className="truncate font-semibold text-ink-900">{user.fullName}</p>
            <p className="truncate text-sm text-ink-600" title={user.email}>
              {user.email}
            </p>
          </div>
        </div>
      </td>
      <td className="hidden py-3 pr-4 sm:table-cell">
        <Badge tone={roleTones[user.role]}>{label}</Badge>
      </td>
      <td className="hidden py-3 pr-4 text-sm whitespace-nowrap text-ink-600 sm:table-cell">
        <time dateTime={user.createdAt}>{joinedFormat.format(new Date(user.createdAt))}</time>
      </td>
      <td className="py-3" title={lockReason ?? undefined}>
        <Select
          id={`role-${user.id}`}
          label={`Role for ${user.fullName}`}
          hideLabel
          options={roleOptions}
          value={user.role}
          disabled={lockReason !== null}
          className="min-w-40"
          onChange={(event) => {
            const role = event.target.value;
            if (isRole(role) && role !== 'Super-Admin' && role !== user.role)
              onRoleChange(user, role);
          }}
        />
      </td>
    </tr>
  );
}
