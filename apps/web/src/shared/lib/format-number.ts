/** Counts and money as the church's locale writes them (./format-locale.ts). */
import { formatCurrency, numberFormat, plainSpaces } from './format-locale';

/** 1234 → '1,234' (en-US). */
export function formatCount(value: number): string {
  return numberFormat().format(value);
}

/** 25000 → '25,000' (en-US): an amount with no currency, whole units. */
export function formatAmount(amount: number): string {
  return numberFormat({ maximumFractionDigits: 0 }).format(amount);
}

/**
 * 25000, 'UGX' → 'UGX 25,000' (en-US), 'USh 25,000' (en-UG): money as the church's locale
 * writes it, in the church's currency unless another is named, in whole units (gifts are whole
 * shillings, docs/giving.md).
 */
export function formatMoney(amount: number, currency: string = formatCurrency()): string {
  return plainSpaces(
    numberFormat({
      style: 'currency',
      currency,
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
    })
      .format(amount)
      .replace(/\u00a0/g, ' '),
  );
}

/** 1234 → '1.2K' (en-US): a chart's axis. */
export function formatCompact(value: number): string {
  return numberFormat({ notation: 'compact', maximumFractionDigits: 1 }).format(value);
}
