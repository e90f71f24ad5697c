import { useParams, useSearchParams } from 'react-router';
import { DocumentTitle } from '../../../shared/ui/document-title';
import { QueryView } from '../../../shared/ui/query-view';
import { useReceipt } from '../api';
import { PrintableSheet } from '../components/printable-sheet';
import { giftDate, networkName, money, useFundName } from '../lib/gift-labels';
import { useTranslation } from 'react-i18next';

/**
 * A gift's printable receipt (docs/giving.md#receipts), opened from the thank-you view, the
 * receipt mail or the member's history. The reference in the address is the key: without it
 * there is nothing to read, and no list of receipts exists.
 */
export function ReceiptPage() {
  const { t } = useTranslation();
  const fundName = useFundName();
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const receipt = useReceipt(id, search.get('reference') ?? '');
  return (
    <>
      <DocumentTitle title={t('giftReceipt', 'Gift receipt')} />
      <QueryView
        query={receipt}
        loadingLabel={t('loadingYourReceipt', 'Loading your receipt…')}
        errorTitle={t('receiptNotFound', 'Receipt not found')}
      >
        {(gift) => (
          <PrintableSheet
            title={t('giftReceipt', 'Gift receipt')}
            subtitle={<p className="font-semibold text-ink-800">{gift.receiptNumber}</p>}
          >
            {gift.mode === 'test' && (
              <p className="mb-5 rounded-xl bg-amber-50 px-4 py-2 text-sm text-amber-900">
                {t('testModeNoMoneyMovedForThisGift', 'Test mode: no money moved for this gift.')}
              </p>
            )}
            <dl className="grid gap-x-8 gap-y-4 sm:grid-cols-2">
              {[
                ['from', t('receivedFrom', 'Received from'), gift.fullName],
                ['amount', t('amount', 'Amount'), money(gift.amount)],
                ['fund', t('fund', 'Fund'), fundName(gift.fund)],
                ['date', t('date', 'Date'), giftDate(gift.received_at)],
                [
                  'method',
                  t('method', 'Method'),
                  t('networkAndPhone', '{{network}}, {{phone}}', {
                    network: networkName(gift.method),
                    phone: gift.phone,
                  }),
                ],
                ['receiptNumber', t('receiptNumber', 'Receipt number'), gift.receiptNumber],
              ].map(([key, label, value]) => (
                <div key={key}>
                  <dt className="text-sm text-ink-500">{label}</dt>
                  <dd className="text-lg font-semibold text-ink-900">{value}</dd>
                </div>
              ))}
            </dl>
          </PrintableSheet>
        )}
      </QueryView>
    </>
  );
}
