import { type GivingMode, givingModes } from '@torch/contract';
import { useFilterParam } from '../../../shared/lib/use-list-filters';
import { AdminList } from '../../../shared/ui/admin-list';
import { AdminScreen } from '../../../shared/ui/admin-screen';
import { adminTableFrame } from '../../../shared/ui/admin-table-frame';
import { ExportCsvButton } from '../../../shared/ui/export-csv-button';
import { QueryView } from '../../../shared/ui/query-view';
import { Tabs } from '../../../shared/ui/tabs';
import { Spinner } from '../../../shared/ui/spinner';
import { useAdminGifts, useDownloadGiftsCsv, useGivingConfig, useGivingTotals } from '../api';
import { AdminGiftRow } from '../components/admin-gift-row';
import { useGiftFilters } from '../components/admin-gift-filters';
import { GivingChart } from '../components/giving-chart';
import { GivingFigures } from '../components/giving-figures';
import { useTranslation } from 'react-i18next';

const title = (t: ReturnType<typeof useTranslation>['t']) =>
  t('mobileMoneyGifts', 'Mobile money gifts');

/**
 * Giving for the staff (docs/giving.md#what-staff-see): totals and a chart of received gifts,
 * then every gift, filtered, a page at a time, and its CSV. Live and test gifts are two tabs and
 * never share a figure; the screen opens on the server's own mode, so a test server's treasurer
 * does not first read a live total of nothing. Phone numbers come masked from the server unless
 * the reader is the Super-Admin.
 */
export function AdminGivingPage() {
  const { t } = useTranslation();
  const config = useGivingConfig();
  if (config.isPending) {
    return (
      <AdminScreen title={title(t)}>
        <div className="flex justify-center py-16">
          <Spinner label={t('loadingGiving', 'Loading giving…')} />
        </div>
      </AdminScreen>
    );
  }
  // A server that cannot say its mode is treated as live: live figures are never hidden.
  return <GivingScreen serverMode={config.data?.mode ?? 'live'} />;
}

/** Which gifts are shown, said in words beside the tabs, and what the server itself takes. */
function ShownModeNote({ mode, serverMode }: { mode: GivingMode; serverMode: GivingMode }) {
  const { t } = useTranslation();
  const text =
    mode === 'test'
      ? serverMode === 'test'
        ? t(
            'showingTestGiftsOnTestServer',
            'Showing test gifts. This server is in test mode: its gifts come from the payment simulator, no money moves, and none of them is counted with live gifts.',
          )
        : t(
            'showingTestGiftsOnLiveServer',
            'Showing test gifts, made before this server took real money: no money moved, and none of them is counted with live gifts.',
          )
      : serverMode === 'test'
        ? t(
            'showingLiveGiftsOnTestServer',
            'Showing live gifts. This server is in test mode, so no live gift comes in here: its gifts are under Test gifts.',
          )
        : t('showingLiveGifts', 'Showing live gifts: real money received by mobile money.');
  return (
    <p
      data-testid="shown-mode"
      className={
        mode === 'test'
          ? 'rounded-2xl bg-amber-50 px-4 py-3 text-amber-900'
          : 'rounded-2xl bg-emerald-50 px-4 py-3 text-emerald-900'
      }
    >
      {text}
    </p>
  );
}

function GivingScreen({ serverMode }: { serverMode: GivingMode }) {
  const { t } = useTranslation();
  const [mode, setMode] = useFilterParam<GivingMode>('mode', serverMode, givingModes);
  const totals = useGivingTotals(mode);
  const { filters, controls } = useGiftFilters();
  const gifts = useAdminGifts({ mode, ...filters });
  const download = useDownloadGiftsCsv();
  const modeTabs = [
    { id: 'live', label: t('liveGifts', 'Live gifts') },
    { id: 'test', label: t('testGifts', 'Test gifts') },
  ] as const satisfies readonly { id: GivingMode; label: string }[];

  return (
    <AdminScreen
      title={title(t)}
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
          <ShownModeNote mode={mode} serverMode={serverMode} />
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
