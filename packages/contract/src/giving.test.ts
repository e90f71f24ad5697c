import { describe, expect, it } from 'vitest';
import { networkOfPhone, normaliseUgandaPhone } from './giving';

describe('Ugandan mobile numbers', () => {
  it('reads the ways people type a number as 256 and nine digits', () => {
    for (const typed of [
      '0772123456',
      '0772 123 456',
      '+256 772 123456',
      '256772123456',
      '0772-123-456',
    ]) {
      expect(normaliseUgandaPhone(typed), typed).toBe('256772123456');
    }
  });

  it('refuses what is not a Ugandan number', () => {
    for (const typed of [
      '',
      '772123456',
      '077212345',
      '07721234567',
      '+254712123456',
      '0772abc456',
    ]) {
      expect(normaliseUgandaPhone(typed), typed).toBeNull();
    }
  });

  it('knows each network by its prefixes', () => {
    expect(
      ['256761234567', '256771234567', '256781234567', '256391234567', '256311234567'].map(
        networkOfPhone,
      ),
    ).toEqual(['mtn', 'mtn', 'mtn', 'mtn', 'mtn']);
    expect(
      ['256701234567', '256741234567', '256751234567', '256201234567'].map(networkOfPhone),
    ).toEqual(['airtel', 'airtel', 'airtel', 'airtel']);
    expect(networkOfPhone('256411234567')).toBeNull();
  });
});
