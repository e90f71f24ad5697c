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
import { networkName, networks, statusLabels, useFundOptions } from '../lib/gift-labels';
import { i18next } from '../../../shared/i18n';

const everyValue = { value: '', label: 'Any' };

/**
 * The staff's filters, each held in the address (shared/lib/use-list-filters.ts): status, fund,
 * method, a date range and a search by receipt number or name. Returns them and their controls.
 */
export function useGiftFilters(): {
  filters: Omit<AdminDonationFilter, 'mode'>;
  controls: React.ReactNode;
} {
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
        label={i18next.t('search', 'Search')}
        placeholder={i18next.t('receiptNumberOrName', 'Receipt number or name…')}
        value={text}
        onSearch={setText}
        className="lg:col-span-2"
      />
      <Select
        id="gift-status"
        label="Status"
        value={status}
        onChange={(event) => setStatus(event.target.value as DonationStatus | '')}
        options={[
          everyValue,
          ...donationStatuses.map((s) => ({ value: s, label: statusLabels[s].label })),
        ]}
      />
      <Select
        id="gift-fund"
        label="Fund"
        value={fund}
        onChange={(event) => setFund(event.target.value)}
        options={[everyValue, ...funds]}
      />
      <Select
        id="gift-method"
        label="Method"
        value={method}
        onChange={(event) => setMethod(event.target.value as PaymentNetwork | '')}
        options={[everyValue, ...networks.map((m) => ({ value: m, label: networkName(m) }))]}
      />
      <Input
        id="gift-from"
        label="From"
        type="date"
        value={from}
        max={to || undefined}
        onChange={(event) => setFrom(event.target.value)}
      />
      <Input
        id="gift-to"
        label="To"
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
