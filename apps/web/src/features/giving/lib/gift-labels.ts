/** How a gift's fields read on screen and paper (docs/giving.md#receipts). */
import {
  type DonationStatus,
  givingFunds,
  type GivingFund,
  paymentNetworks,
  type PaymentNetwork,
} from '@torch/contract';
import type { BadgeTone } from '../../../shared/ui/badge';
import { formatAmount } from './amount';

export const ugx = (amount: number) => `UGX ${formatAmount(amount)}`;
export const fundName = (fund: GivingFund) => givingFunds[fund];
export const networkName = (method: PaymentNetwork) => paymentNetworks[method];

/** Every fund and every network, in the contract's order, for a list to choose from. */
export const funds = Object.keys(givingFunds) as GivingFund[];
export const networks = Object.keys(paymentNetworks) as PaymentNetwork[];

/** '27 November 2026', in the reader's zone. */
export const giftDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' }).format(new Date(iso));

/** '27 Nov 2026': a table's date, short enough for a phone's column. */
export const giftShortDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' }).format(new Date(iso));

export const statusLabels: Record<DonationStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Waiting for approval', tone: 'gold' },
  successful: { label: 'Received', tone: 'green' },
  failed: { label: 'Did not go through', tone: 'red' },
  expired: { label: 'Not approved in time', tone: 'neutral' },
};
