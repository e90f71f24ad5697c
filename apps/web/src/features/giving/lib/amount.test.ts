import { afterEach, describe, expect, it } from 'vitest';
import { applyLocale } from '../../../shared/i18n';
import { displayCustomAmount, formatAmount, parseCustomAmount } from './amount';

describe('donation amounts', () => {
  it('shows amounts with thousands separators', () => {
    expect(formatAmount(25_000)).toBe('25,000');
    expect(formatAmount(500_000)).toBe('500,000');
    expect(formatAmount(1_250_000)).toBe('1,250,000');
  });

  it('strips the commas a visitor types or pastes and keeps the digits', () => {
    expect(parseCustomAmount('75,000')).toBe('75000');
    expect(parseCustomAmount('1,2,3')).toBe('123');
    expect(parseCustomAmount('')).toBe('');
    expect(parseCustomAmount('0050')).toBe('50');
  });

  it('refuses anything but digits', () => {
    expect(parseCustomAmount('12a')).toBeNull();
    expect(parseCustomAmount('-500')).toBeNull();
    expect(parseCustomAmount('10.5')).toBeNull();
  });

  it('puts the separators back for display', () => {
    expect(displayCustomAmount('1234567')).toBe('1,234,567');
    expect(displayCustomAmount('')).toBe('');
  });

  describe('in a locale that groups thousands with a space', () => {
    afterEach(() => applyLocale('en-US'));

    it('reads back what it shows', async () => {
      await applyLocale('fr-FR');
      expect(displayCustomAmount('75000')).toMatch(/^75\s000$/);
      expect(parseCustomAmount(displayCustomAmount('75000'))).toBe('75000');
      // A comma is the decimal sign there: refused, as a decimal point is in en-US.
      expect(parseCustomAmount('10,5')).toBeNull();
    });
  });
});
