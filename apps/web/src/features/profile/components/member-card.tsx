import type { User } from '@torch/contract';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../shared/ui/avatar';
import { Badge } from '../../../shared/ui/badge';
import { Card } from '../../../shared/ui/card';
import { useChurch } from '../../church';

const memberSince = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric' });

function joined(user: User): string | null {
  const date = new Date(user.createdAt);
  return Number.isNaN(date.getTime()) ? null : memberSince.format(date);
}

/** The member's card above the profile's tabs: picture, name, address, role and since when. */
export function MemberCard({ user }: { user: User }) {
  const { t } = useTranslation();
  const since = joined(user);
  const church = useChurch();
  return (
    <Card className="mt-8 overflow-hidden" padded={false}>
      <div className="flame-bg h-24 sm:h-28" aria-hidden="true" />
      <div className="px-6 pb-6 sm:px-8">
        <div className="-mt-12 flex items-end justify-between gap-4">
          <Avatar name={user.fullName} src={user.avatarUrl} size="xl" className="ring-4" />
          <Badge tone={user.role === 'User' ? 'neutral' : 'ember'} className="mb-1 text-sm">
            {user.role === 'User'
              ? t('member', 'Member')
              : user.role === 'Admin'
                ? t('admin', 'Admin')
                : t('superAdminHyphenated', 'Super-Admin')}
          </Badge>
        </div>
        <h2 className="mt-4 truncate text-2xl font-semibold">
          {user.fullName || t('user', 'User')}
        </h2>
        <p className="truncate text-ink-600">{user.email}</p>
      </div>
      {since && (
        <p className="border-t border-ink-100 px-6 py-4 text-sm text-ink-600 sm:px-8">
          {t('partOfTheShortnameFamilySince', 'Part of the {{shortName}} family since {{since}}.', {
            shortName: church.shortName,
            since,
          })}
        </p>
      )}
    </Card>
  );
}
