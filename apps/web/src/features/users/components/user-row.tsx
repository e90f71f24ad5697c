import { roles, type Role, type User } from '@torch/contract';
import { Avatar } from '../../../shared/ui/avatar';
import { Badge, type BadgeTone } from '../../../shared/ui/badge';
import { Button } from '../../../shared/ui/button';
import { Icon } from '../../../shared/ui/icon';
import { Select } from '../../../shared/ui/select';
import { roleOptions } from '../lib/role-selector';
import { useTranslation } from 'react-i18next';

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
  onSendResetLink,
}: {
  user: User;
  lockReason: string | null;
  onRoleChange: (user: User, role: Role) => void;
  /** Only for the Super-Admin, who may mail a member a reset link. */
  onSendResetLink?: (user: User) => void;
}) {
  const { t } = useTranslation();
  const options = roleOptions(t);
  const label = options.find((option) => option.value === user.role)?.label ?? user.role;
  return (
    // On a phone the row stacks (who, joined, role selector, lined up under the name), so the
    // name is not squeezed beside the selector; from sm up it is an ordinary table row.
    <tr className="flex flex-wrap items-center gap-x-4 gap-y-1.5 border-t border-ink-100 py-3 sm:table-row sm:py-0 sm:align-middle">
      {/* From sm up, w-full with max-w-0: the user column takes the room left and truncates. */}
      <td className="w-full sm:max-w-0 sm:py-3 sm:pr-4">
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
      <td className="hidden py-3 pr-4 whitespace-nowrap sm:table-cell">
        <Badge tone={roleTones[user.role]}>{label}</Badge>
      </td>
      <td className="w-full pl-12 text-sm whitespace-nowrap text-ink-600 sm:w-auto sm:py-3 sm:pr-4 sm:pl-0">
        <span className="sm:hidden">{t('joined', 'Joined')} </span>
        <time dateTime={user.createdAt}>{joinedFormat.format(new Date(user.createdAt))}</time>
      </td>
      <td className="w-full pl-12 sm:w-auto sm:py-3 sm:pl-0" title={lockReason ?? undefined}>
        <Select
          id={`role-${user.id}`}
          label={t('roleForFullname', 'Role for {{fullName}}', { fullName: user.fullName })}
          hideLabel
          options={options}
          value={user.role}
          disabled={lockReason !== null}
          // As wide as its longest option (Super Admin) and the arrow, whatever the row leaves.
          className="min-w-max"
          onChange={(event) => {
            const role = event.target.value;
            if (isRole(role) && role !== 'Super-Admin' && role !== user.role)
              onRoleChange(user, role);
          }}
        />
      </td>
      {onSendResetLink && (
        <td className="w-full pl-12 sm:w-auto sm:py-3 sm:pl-4">
          <Button
            variant="ghost"
            size="sm"
            className="whitespace-nowrap"
            aria-label={t('sendFullnameAResetLink', 'Send {{fullName}} a reset link', {
              fullName: user.fullName,
            })}
            onClick={() => onSendResetLink(user)}
          >
            <Icon name="mail" />
            {t('resetLink', 'Reset link')}
          </Button>
        </td>
      )}
    </tr>
  );
}
