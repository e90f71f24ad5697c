/**
 * The church's own facts: shown in the footer, on the contact and give pages, and told by the
 * assistant. Plain constants (no zod), so the first page can import them cheaply.
 */
export const church = {
  name: 'Torch',
  tagline: 'Spreading light & love',
  mission:
    'Igniting hearts, transforming lives and building communities through the love of Christ.',
  address: 'Plot 24, Kampala Road, Kampala, Uganda',
  email: 'hello@torchfellowship.org',
  phone: '+256 700 123 456',
  serviceTimes: 'Tuesday Service 05:00 PM - 08:00 PM',
} as const;

/** Giving (docs/product.md#give): UGX presets and the mobile money networks the form offers. */
export const giving = {
  presetAmounts: [10_000, 25_000, 50_000, 100_000, 250_000, 500_000],
  defaultAmount: 25_000,
  paymentMethods: ['MTN Mobile Money', 'Airtel Money'],
} as const;
