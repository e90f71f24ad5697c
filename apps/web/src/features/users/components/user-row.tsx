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
      <td className="py-3 pr-4">
        <div className="flex items-center gap-3">
          <Avatar name={user.fullName} src={user.avatarUrl} size="sm" />
          <div className="min-w-0">
            <p className="font-semibold text-ink-900">{user.fullName}</p>
            <p className="text-sm break-all text-ink-600">{user.email}</p>
          </div>
        </div>
      </td>
      <td className="py-3 pr-4">
        <Badge tone={roleTones[user.role]}>{label}</Badge>
      </td>
      <td className="py-3 pr-4 text-sm whitespace-nowrap text-ink-600">
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
          className="min-w-36"
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
