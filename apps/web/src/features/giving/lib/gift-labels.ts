/** How a gift's fields read on screen and paper (docs/giving.md#receipts). */
import {
  type DonationStatus,
  fundId,
  fundName,
  paymentNetworks,
  type PaymentNetwork,
} from '@torch/contract';
import type { BadgeTone } from '../../../shared/ui/badge';
import { useChurch } from '../../church';
import { formatMoney } from '../../../shared/lib/format-number';
import type { TFunction } from 'i18next';
import { longDate, mediumDate } from '../../../shared/lib/format-date';

/** 'UGX 25,000': a gift's amount in the church's currency and locale. */
export const money = (amount: number) => formatMoney(amount);
/**
 * A fund's name as the church's settings call it now; a gift to a fund since renamed or removed
 * reads from its id, so old gifts still show (docs/giving.md#funds).
 */
export function useFundName(): (fund: string) => string {
  const { funds } = useChurch();
  return (fund) => fundName(fund, funds);
}
/** The church's funds as its settings name them now, each with its id, for a list to choose from. */
export function useFundOptions(): { value: string; label: string }[] {
  return useChurch().funds.map((name) => ({ value: fundId(name), label: name }));
}
export const networkName = (method: PaymentNetwork) => paymentNetworks[method];

/** Every network, in the contract's order, for a list to choose from. */
export const networks = Object.keys(paymentNetworks) as PaymentNetwork[];

/** 'November 27, 2026' (en-US), in the reader's zone. */
export const giftDate = (iso: string) => longDate(new Date(iso));

/** 'Nov 27, 2026' (en-US): a table's date, short enough for a phone's column. */
export const giftShortDate = (iso: string) => mediumDate(new Date(iso));

/** A gift's status as a badge reads it, in the reader's language. */
export function statusLabel(
  t: TFunction,
  status: DonationStatus,
): { label: string; tone: BadgeTone } {
  switch (status) {
    case 'pending':
      return { label: t('giftStatusPending', 'Waiting for approval'), tone: 'gold' };
    case 'successful':
      return { label: t('giftStatusReceived', 'Received'), tone: 'green' };
    case 'failed':
      return { label: t('giftStatusFailed', 'Did not go through'), tone: 'red' };
    case 'expired':
      return { label: t('giftStatusExpired', 'Not approved in time'), tone: 'neutral' };
  }
}
