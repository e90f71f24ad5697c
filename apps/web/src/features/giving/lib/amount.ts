/**
 * Donation amounts (docs/product.md#give); the amounts offered are the church's settings
 * (docs/configuration.md#church-settings), this one is chosen first where it is among them.
 */
import { giving } from '@torch/contract';
import { formatAmount } from '../../../shared/lib/format-number';
import { numberFormat } from '../../../shared/lib/format-locale';

export { formatAmount };

export const DEFAULT_AMOUNT = giving.defaultAmount;

/**
 * What may separate thousands in a typed amount: the locale's own separator (',' in en-US, a
 * space in fr-FR), and the comma too unless the locale writes decimals with it.
 */
function thousandsSeparators(): string[] {
  const parts = numberFormat().formatToParts(1000.5);
  const group = parts.find((part) => part.type === 'group')?.value ?? ',';
  const decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.';
  return decimal === ',' ? [group] : [group, ','];
}

/**
 * What a typed custom amount becomes: thousands separators are stripped and only digits are
 * kept; anything else (letters, a minus sign, a decimal sign) makes the keystroke be
 * ignored (null). Leading zeros go, so '007' is 7. An empty field is ''.
 */
export function parseCustomAmount(typed: string): string | null {
  const withoutCommas = thousandsSeparators()
    .reduce((text, separator) => text.split(separator).join(''), typed)
    .trim();
  if (!/^\d*$/.test(withoutCommas)) return null;
  return withoutCommas.replace(/^0+(?=\d)/, '');
}

/** The custom field's digits as the visitor sees them: '1234567' → '1,234,567'. */
export function displayCustomAmount(digits: string): string {
  return digits ? formatAmount(Number(digits)) : '';
}
