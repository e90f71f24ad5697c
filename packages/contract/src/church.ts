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

/**
 * The weekly Tuesday fellowship as the events page shows it (docs/product.md#events) and the
 * calendar feed publishes it, one event repeating every week (docs/events.md#calendar-feeds).
 * `id` is the feed's stable UID; raise `sequence` when the time or place changes, so that
 * subscribed calendars replace their copy.
 */
export const weeklyFellowship = {
  id: 'weekly-fellowship',
  createdAt: '2012-01-03T00:00:00.000Z',
  sequence: 0,
  title: 'Tuesday Fellowship',
  location: `Main Sanctuary, ${church.address}`,
  time: '5:00 PM - 8:00 PM',
  description:
    'Our weekly family gathering: heartfelt worship, practical teaching from the Bible and time to pray for one another. Come as you are and bring a friend.',
} as const;

/** Giving (docs/product.md#give): UGX presets and the mobile money networks the form offers. */
export const giving = {
  presetAmounts: [10_000, 25_000, 50_000, 100_000, 250_000, 500_000],
  defaultAmount: 25_000,
  paymentMethods: ['MTN Mobile Money', 'Airtel Money'],
} as const;
