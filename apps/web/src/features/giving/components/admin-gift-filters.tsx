import {
  type AdminDonationFilter,
  donationStatuses,
  type DonationStatus,
  type PaymentNetwork,
} from '@torch/contract';
import { useFilterParam, useSearchText } from '../../../shared/lib/use-list-filters';
import { Input } from '../../../shared/ui/input';
import { Select } from '../../../shared/ui/select';
import { SearchInput } from '../../../shared/ui/search-input';
import { networkName, networks, statusLabel, useFundOptions } from '../lib/gift-labels';
import { useTranslation } from 'react-i18next';

/**
 * The staff's filters, each held in the address (shared/lib/use-list-filters.ts): status, fund,
 * method, a date range and a search by receipt number or name. Returns them and their controls.
 */
export function useGiftFilters(): {
  filters: Omit<AdminDonationFilter, 'mode'>;
  controls: React.ReactNode;
} {
  const { t } = useTranslation();
  const everyValue = { value: '', label: t('anyOption', 'Any') };
  const [status, setStatus] = useFilterParam<DonationStatus | ''>('status', '', [
    '',
    ...donationStatuses,
  ]);
  // The church's funds as its settings name them now (docs/giving.md#funds).
  const funds = useFundOptions();
  const [fund, setFund] = useFilterParam<string>('fund', '', [
    '',
    ...funds.map((option) => option.value),
  ]);
  const [method, setMethod] = useFilterParam<PaymentNetwork | ''>('method', '', ['', ...networks]);
  const [from, setFrom] = useFilterParam<string>('from', '');
  const [to, setTo] = useFilterParam<string>('to', '');
  const { text, setText, search } = useSearchText('q');

  const controls = (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <SearchInput
        id="gift-search"
        label={t('search', 'Search')}
        placeholder={t('receiptNumberOrName', 'Receipt number or name…')}
        value={text}
        onSearch={setText}
        className="lg:col-span-2"
      />
      <Select
        id="gift-status"
        label={t('status', 'Status')}
        value={status}
        onChange={(event) => setStatus(event.target.value as DonationStatus | '')}
        options={[
          everyValue,
          ...donationStatuses.map((s) => ({ value: s, label: statusLabel(t, s).label })),
        ]}
      />
      <Select
        id="gift-fund"
        label={t('fund', 'Fund')}
        value={fund}
        onChange={(event) => setFund(event.target.value)}
        options={[everyValue, ...funds]}
      />
      <Select
        id="gift-method"
        label={t('method', 'Method')}
        value={method}
        onChange={(event) => setMethod(event.target.value as PaymentNetwork | '')}
        options={[everyValue, ...networks.map((m) => ({ value: m, label: networkName(m) }))]}
      />
      <Input
        id="gift-from"
        label={t('fromDate', 'From')}
        type="date"
        value={from}
        max={to || undefined}
        onChange={(event) => setFrom(event.target.value)}
      />
      <Input
        id="gift-to"
        label={t('toDate', 'To')}
        type="date"
        value={to}
        min={from || undefined}
        onChange={(event) => setTo(event.target.value)}
      />
    </div>
  );
  return {
    filters: {
      ...(status ? { status } : {}),
      ...(fund ? { fund } : {}),
      ...(method ? { method } : {}),
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
      ...(search ? { q: search } : {}),
    },
    controls,
  };
}
