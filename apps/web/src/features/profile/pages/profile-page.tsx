import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '../../../shared/ui/document-title';
import { Tabs } from '../../../shared/ui/tabs';
import { useAuth } from '../../auth';
import { MyTickets } from '../../event-registration';
import { GivingHistory } from '../../giving';
import { ChangeEmail } from '../components/change-email';
import { ChangePassword } from '../components/change-password';
import { CloseAccount } from '../components/close-account';
import { MemberCard } from '../components/member-card';
import { NotificationsCard } from '../components/notifications-card';
import { ProfileDetails } from '../components/profile-details';
import { SignOutEverywhere } from '../components/sign-out-everywhere';
import { YourData } from '../components/your-data';

const tabIds = ['tickets', 'giving', 'details', 'account'] as const;
type ProfileTab = (typeof tabIds)[number];
const isTab = (value: string | null): value is ProfileTab => tabIds.includes(value as ProfileTab);

/**
 * My Profile (docs/product.md#profile): the member's card, then the sections as tabs, tickets and
 * giving first. The tab lives in the address (`?tab=tickets`), so the account menu links to one
 * and a reload keeps it; without one the page opens on the details, the name and picture.
 */
export function ProfilePage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const param = params.get('tab');
  const tab: ProfileTab = isTab(param) ? param : 'details';
  // Nothing to show without a user; the route guard normally prevents this.
  if (!user) return null;
  const items = [
    { id: 'tickets', label: t('tickets', 'Tickets') },
    { id: 'giving', label: t('giving', 'Giving') },
    { id: 'details', label: t('detailsTab', 'Details') },
    { id: 'account', label: t('accountTab', 'Account') },
  ] as const;
  return (
    <div className="bg-cream-100/70">
      <DocumentTitle title={t('myProfile', 'My Profile')} />
      <div className="mx-auto max-w-3xl px-5 py-12 sm:px-8 sm:py-16">
        <p className="text-sm font-semibold tracking-[0.2em] text-ember-700 uppercase">
          {t('account', 'Account')}
        </p>
        <h1 className="mt-2 text-4xl font-semibold">{t('myProfile', 'My Profile')}</h1>
        <MemberCard user={user} />
        <div className="mt-8">
          <Tabs
            label={t('profileSections', 'Profile sections')}
            items={items}
            value={tab}
            onChange={(next) =>
              setParams(
                (current) => {
                  const updated = new URLSearchParams(current);
                  updated.set('tab', next);
                  return updated;
                },
                { replace: true },
              )
            }
            stretch
          >
            {/* The cards keep their own top margins for the stack; the first needs none here. */}
            <div className="[&>*:first-child]:mt-0">
              {tab === 'tickets' && <MyTickets />}
              {tab === 'giving' && <GivingHistory />}
              {tab === 'details' && <ProfileDetails key={user.id} user={user} />}
              {tab === 'account' && (
                <>
                  <ChangeEmail user={user} />
                  <ChangePassword user={user} />
                  <NotificationsCard />
                  <YourData />
                  <SignOutEverywhere />
                  <CloseAccount />
                </>
              )}
            </div>
          </Tabs>
        </div>
      </div>
    </div>
  );
}
