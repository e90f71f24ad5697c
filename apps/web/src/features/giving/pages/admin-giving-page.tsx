import { type GivingMode, givingModes } from '@torch/contract';
import { useFilterParam } from '../../../shared/lib/use-list-filters';
import { AdminList } from '../../../shared/ui/admin-list';
import { AdminScreen } from '../../../shared/ui/admin-screen';
import { adminTableFrame } from '../../../shared/ui/admin-table-frame';
import { ExportCsvButton } from '../../../shared/ui/export-csv-button';
import { QueryView } from '../../../shared/ui/query-view';
import { Tabs } from '../../../shared/ui/tabs';
import { useAdminGifts, useDownloadGiftsCsv, useGivingTotals } from '../api';
import { AdminGiftRow } from '../components/admin-gift-row';
import { useGiftFilters } from '../components/admin-gift-filters';
import { GivingChart } from '../components/giving-chart';
import { GivingFigures } from '../components/giving-figures';
import { useTranslation } from 'react-i18next';

/**
 * Giving for the staff (docs/giving.md#what-staff-see): totals and a chart of received gifts,
 * then every gift, filtered, a page at a time, and its CSV. Live and test gifts are two tabs and
 * never share a figure; phone numbers come masked from the server unless the reader is the
 * Super-Admin.
 */
export function AdminGivingPage() {
  const { t } = useTranslation();
  const [mode, setMode] = useFilterParam<GivingMode>('mode', 'live', givingModes);
  const totals = useGivingTotals(mode);
  const { filters, controls } = useGiftFilters();
  const gifts = useAdminGifts({ mode, ...filters });
  const download = useDownloadGiftsCsv();
  const modeTabs = [
    { id: 'live', label: t('liveGifts', 'Live gifts') },
    { id: 'test', label: t('testMode', 'Test mode') },
  ] as const satisfies readonly { id: GivingMode; label: string }[];

  return (
    <AdminScreen
      title={t('mobileMoneyGifts', 'Mobile money gifts')}
      summary={t(
        'giftsByMobileMoneyWhatWasReceivedAndEveryGiftWithItsStatus',
        'Gifts by mobile money: what was received, and every gift with its status.',
      )}
      actions={
        <ExportCsvButton
          download={download}
          variables={{ mode, ...filters }}
          disabled={gifts.total === 0}
        />
      }
    >
      <Tabs label={t('whichGifts', 'Which gifts')} items={modeTabs} value={mode} onChange={setMode}>
        <div className="flex flex-col gap-6">
          {mode === 'test' && (
            <p className="rounded-2xl bg-amber-50 px-4 py-3 text-amber-900">
              {t(
                'testModeGiftsComeFromTheSimulator',
                'Test mode gifts come from the simulator: no money moved, and none of them is counted with live gifts.',
              )}
            </p>
          )}
          <QueryView
            query={totals}
            loadingLabel={t('loadingTotals', 'Loading totals…')}
            errorTitle={t('totalsCouldNotBeLoaded', 'Totals could not be loaded')}
          >
            {(data) => (
              <>
                <GivingFigures totals={data} />
                <GivingChart totals={data} />
              </>
            )}
          </QueryView>
          <h2 className="text-2xl font-semibold">{t('gifts', 'Gifts')}</h2>
          {controls}
          <AdminList
            query={gifts}
            label={t('gifts', 'Gifts')}
            loadingLabel={t('loadingGifts', 'Loading gifts…')}
            errorTitle={t('giftsCouldNotBeLoaded', 'Gifts could not be loaded')}
            empty={
              Object.keys(filters).length > 0
                ? {
                    icon: 'search',
                    title: t('noGiftsMatchTheseFilters', 'No gifts match these filters.'),
                  }
                : {
                    icon: 'gift',
                    title: t('noGiftsYet', 'No gifts yet.'),
                    description: t(
                      'giftsFromTheGivePageAppearHere',
                      'Gifts from the Give page appear here.',
                    ),
                  }
            }
            className="divide-y divide-ink-100"
            frame={adminTableFrame(
              'grid-cols-[1fr_9rem_11rem_8rem]',
              <>
                <span>{t('giver', 'Giver')}</span>
                <span>{t('amount', 'Amount')}</span>
                <span>{t('method', 'Method')}</span>
                <span>{t('status', 'Status')}</span>
              </>,
            )}
            more={{ query: gifts, noun: t('giftsNoun', 'gifts') }}
          >
            {(gift) => <AdminGiftRow key={gift._id} gift={gift} />}
          </AdminList>
        </div>
      </Tabs>
    </AdminScreen>
  );
}
