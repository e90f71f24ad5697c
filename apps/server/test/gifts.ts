/**
 * Gift requests for the giving tests: Esther's 25,000 UGX to community outreach by MTN, each
 * with a fresh idempotency key (`<keyPrefix>-00000001`, …), so no two are taken for a retry.
 */
export function giftRequests(keyPrefix: string, defaults: object = {}) {
  let keys = 0;
  return (overrides: object = {}) => ({
    amount: 25_000,
    fund: 'community-outreach',
    method: 'mtn',
    phone: '0772 123456',
    fullName: 'Esther Nakato',
    ...defaults,
    idempotencyKey: `${keyPrefix}-${String((keys += 1)).padStart(8, '0')}`,
    ...overrides,
  });
}
