import { useFilterParam } from '../../../shared/lib/use-list-filters';
import { DocumentTitle } from '../../../shared/ui/document-title';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Icon } from '../../../shared/ui/icon';
import { QueryView } from '../../../shared/ui/query-view';
import { Select } from '../../../shared/ui/select';
import { useGivingStatement } from '../api';
import { PrintableSheet } from '../components/printable-sheet';
import { giftShortDate, money, useFundName } from '../lib/gift-labels';
import { useTranslation } from 'react-i18next';

const thisYear = new Date().getFullYear();
/** The years a member can pick: this one and the five before it. */
const years = Array.from({ length: 6 }, (_, i) => String(thisYear - i));

/**
 * A member's yearly giving statement (docs/giving.md#statements): every successful gift of the
 * year with its receipt number, and the totals by fund, ready to print.
 */
export function GivingStatementPage() {
  const { t } = useTranslation();
  const fundName = useFundName();
  const [year, setYear] = useFilterParam('year', String(thisYear), years);
  const statement = useGivingStatement(Number(year));
  const picker = (
    <Select
      id="statement-year"
      label={t('year', 'Year')}
      value={year}
      onChange={(event) => setYear(event.target.value)}
      options={years.map((value) => ({ value, label: value }))}
      className="w-36"
    />
  );
  return (
    <>
      <DocumentTitle title={t('givingStatementYear', 'Giving statement {{year}}', { year })} />
      <QueryView
        query={statement}
        loadingLabel={t('loadingYourStatement', 'Loading your statement…')}
        errorTitle={t('yourStatementCouldNotBeLoaded', 'Your statement could not be loaded')}
      >
        {(data) => (
          <PrintableSheet
            title={t('givingStatementYear', 'Giving statement {{year}}', { year: data.year })}
            subtitle={
              <p>{t('statementForName', 'For {{fullName}}', { fullName: data.fullName })}</p>
            }
            tools={picker}
          >
            {data.mode === 'test' && (
              <p className="mb-5 rounded-xl bg-amber-50 px-4 py-2 text-sm text-amber-900">
                {t('testModeTheseGiftsMovedNoMoney', 'Test mode: these gifts moved no money.')}
              </p>
            )}
            {data.gifts.length === 0 ? (
              <EmptyState
                icon={<Icon name="gift" className="size-7" />}
                title={t('noGiftsReceivedInYear', 'No gifts received in {{year}}.', {
                  year: data.year,
                })}
              />
            ) : (
              <>
                <table className="w-full text-left text-sm sm:text-base">
                  <caption className="sr-only">
                    {t('giftsReceivedInYear', 'Gifts received in {{year}}', { year: data.year })}
                  </caption>
                  <thead className="border-b border-ink-200 text-ink-500">
                    <tr>
                      <th className="py-2 pr-3 font-medium">{t('date', 'Date')}</th>
                      <th className="py-2 pr-3 font-medium">{t('receipt', 'Receipt')}</th>
                      <th className="hidden py-2 pr-3 font-medium sm:table-cell">
                        {t('fund', 'Fund')}
                      </th>
                      <th className="py-2 text-right font-medium">{t('amount', 'Amount')}</th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-ink-100">
                    {data.gifts.map((gift) => (
                      <tr key={gift._id}>
                        <td className="py-2 pr-3 whitespace-nowrap">
                          {giftShortDate(gift.received_at)}
                        </td>
                        <td className="py-2 pr-3 whitespace-nowrap">{gift.receiptNumber}</td>
                        <td className="hidden py-2 pr-3 sm:table-cell">{fundName(gift.fund)}</td>
                        <td className="py-2 text-right whitespace-nowrap">{money(gift.amount)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                <h2 className="mt-8 text-xl font-semibold">
                  {t('totalsByFund', 'Totals by fund')}
                </h2>
                <dl className="mt-3 divide-y divide-ink-100">
                  {data.byFund.map((fund) => (
                    <div key={fund.fund} className="flex justify-between gap-4 py-2">
                      <dt>{fundName(fund.fund)}</dt>
                      <dd className="font-semibold whitespace-nowrap">{money(fund.amount)}</dd>
                    </div>
                  ))}
                  <div className="flex justify-between gap-4 py-3 text-lg">
                    <dt className="font-semibold">
                      {t('totalCountGifts', {
                        defaultValue_one: 'Total ({{count}} gift)',
                        defaultValue_other: 'Total ({{count}} gifts)',
                        count: data.total.count,
                      })}
                    </dt>
                    <dd className="font-semibold whitespace-nowrap">{money(data.total.amount)}</dd>
                  </div>
                </dl>
              </>
            )}
          </PrintableSheet>
        )}
      </QueryView>
    </>
  );
}
