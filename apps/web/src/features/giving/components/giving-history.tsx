import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { AdminList } from '../../../shared/ui/admin-list';
import { Badge } from '../../../shared/ui/badge';
import { ButtonLink } from '../../../shared/ui/button-link';
import { Card } from '../../../shared/ui/card';
import { Icon } from '../../../shared/ui/icon';
import { useMyGifts } from '../api';
import { giftDate, networkName, statusLabel, money, useFundName } from '../lib/gift-labels';
import { useTranslation } from 'react-i18next';

/**
 * The profile's "My giving" (docs/giving.md#statements): the gifts the member gave while signed
 * in, newest first, each with its receipt once received, and the way to the yearly statement.
 */
export function GivingHistory() {
  const { t } = useTranslation();
  const fundName = useFundName();
  const gifts = useMyGifts();
  return (
    <Card className="mt-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold">{t('myGiving', 'My giving')}</h2>
          <p className="mt-1 text-sm text-ink-600">
            {t(
              'giftsYouGaveWhileSignedInWithTheirReceipts',
              'Gifts you gave while signed in, with their receipts.',
            )}
          </p>
        </div>
        <ButtonLink to={paths.givingStatement} variant="outline">
          <Icon name="book" />
          {t('yearlyStatement', 'Yearly statement')}
        </ButtonLink>
      </div>
      <div className="mt-5">
        <AdminList
          query={gifts}
          label={t('myGifts', 'My gifts')}
          loadingLabel={t('loadingYourGifts', 'Loading your gifts…')}
          errorTitle={t('yourGiftsCouldNotBeLoaded', 'Your gifts could not be loaded')}
          empty={{
            icon: 'gift',
            title: t('noGiftsYet', 'No gifts yet.'),
            description: t(
              'giftsYouGiveWhileSignedInAppearHere',
              'Gifts you give while signed in appear here.',
            ),
            action: <ButtonLink to={paths.give}>{t('give', 'Give')}</ButtonLink>,
          }}
          className="divide-y divide-ink-100"
          more={{ query: gifts, noun: t('giftsNoun', 'gifts') }}
        >
          {(gift) => (
            <li key={gift._id} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <div className="min-w-0">
                <p className="font-semibold text-ink-900">
                  {money(gift.amount)} · {fundName(gift.fund)}
                </p>
                <p className="text-sm text-ink-600">
                  {giftDate(gift.created_at)} · {networkName(gift.method)}
                  {gift.mode === 'test' && <> · {t('testModeLower', 'test mode')}</>}
                </p>
              </div>
              <div className="flex items-center gap-3">
                <Badge tone={statusLabel(t, gift.status).tone}>
                  {statusLabel(t, gift.status).label}
                </Badge>
                {gift.receiptNumber && (
                  <Link
                    to={paths.giftReceipt(gift._id, gift.reference)}
                    className="text-sm font-semibold text-ember-700 underline-offset-4 hover:underline"
                  >
                    {t('receiptReceiptnumber', 'Receipt {{receiptNumber}}', {
                      receiptNumber: gift.receiptNumber,
                    })}
                  </Link>
                )}
              </div>
            </li>
          )}
        </AdminList>
      </div>
    </Card>
  );
}
