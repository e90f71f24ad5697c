/** What visitors sent in: contact messages and newsletter sign-ups for the admin Inbox. */

export interface DemoContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  /** How long ago it was sent. */
  hoursAgo: number;
  /** Whether the office has already opened it. */
  read: boolean;
}

/** What a visitor might write through the contact page; example.org addresses reach no one. */
export const demoContactMessages: DemoContactMessage[] = [
  {
    name: 'Brian Ssekandi',
    email: 'brian.ssekandi@example.org',
    subject: 'Visiting this Tuesday',
    message:
      'Hello! My wife and I moved to Kampala last month and would love to join the Tuesday service. Is there parking near the church, and is there anything for our two children (4 and 7) during the service?\n\nThank you,\nBrian',
    hoursAgo: 3,
    read: false,
  },
  {
    name: 'Ruth Akello',
    email: 'ruth.akello@example.org',
    subject: 'Booking the hall for a dedication',
    message:
      'Good afternoon. We would like to dedicate our baby girl in December. Who should I speak to about the dates, and do we need to attend a class beforehand?',
    hoursAgo: 26,
    read: false,
  },
  {
    name: 'Moses Okello',
    email: 'moses.okello@example.org',
    subject: 'Thank you for the youth camp',
    message:
      'Just wanted to say thank you to the team for the youth camp. My son came home a different boy, full of joy and asking for a Bible of his own. God bless you all.',
    hoursAgo: 74,
    read: true,
  },
];

/** A few sign-ups from the footer's newsletter form, newest last. */
export const demoSubscribers: { email: string; daysAgo: number }[] = [
  { email: 'sarah.namutebi@example.org', daysAgo: 21 },
  { email: 'daniel.mugisha@example.org', daysAgo: 12 },
  { email: 'joy.atim@example.org', daysAgo: 5 },
  { email: 'peter.kato@example.org', daysAgo: 1 },
];
