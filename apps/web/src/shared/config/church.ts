/** The church's own facts, shown in the footer, on the contact page and in invitations. */
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

/** The phone number as a tel: link wants it, without spaces. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/\s+/g, '')}`;
}
