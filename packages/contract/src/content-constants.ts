/**
 * Constants and helpers of the content pages that need no zod, so the home page's first
 * load does not carry the schema library (the other modules re-export them).
 */

export const RECURRING_TUESDAY = 'recurring-tuesday';

/** The days of a week as the settings and the recurring dates name them, from Sunday. */
export const weekdays = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
export type Weekday = (typeof weekdays)[number];

/**
 * A weekly event's `event_date`: 'recurring-<weekday>' (docs/events.md#weekly-events). The
 * Tuesday one, 'recurring-tuesday', is the value clients have always known; the other days are
 * the same pattern.
 */
export const recurringDate = (day: Weekday): string => `recurring-${day.toLowerCase()}`;

/** The weekday a weekly event repeats on ('recurring-sunday' → 'Sunday'); null for a dated one. */
export function recurringDay(eventDate: string): Weekday | null {
  return weekdays.find((day) => recurringDate(day) === eventDate) ?? null;
}

/** Every weekly `event_date` value, Sunday's first. */
export const recurringDates: readonly string[] = weekdays.map(recurringDate);

export const invalidTeachingVideoMessage = 'Invalid YouTube URL provided for this teaching.';
export const invalidLeaderVideoMessage = 'Invalid YouTube URL provided for this leader.';

/**
 * The 11-character YouTube id of a link: short host (youtu.be/ID), watch (?v=ID), embed or
 * shorts path, or failing those any 11-character id-looking run (docs/product.md#teachings).
 */
export function extractYouTubeId(url: string): string | null {
  const patterns = [
    /youtu\.be\/([\w-]{11})(?![\w-])/,
    /[?&]v=([\w-]{11})(?![\w-])/,
    /\/(?:embed|shorts|live|v)\/([\w-]{11})(?![\w-])/,
  ];
  for (const pattern of patterns) {
    const match = pattern.exec(url);
    if (match) return match[1]!;
  }
  return null;
}

export const siteContentFields = {
  home: ['heroTitle', 'heroSubtitle', 'connectTitle', 'connectSubtitle'],
  give: ['giveTitle', 'giveVerse'],
  contact: ['contactTitle', 'contactSubtitle'],
} as const;
export type SiteContentPage = keyof typeof siteContentFields;

/** The texts a page shows until an admin changes them. */
export const siteContentDefaults: Record<SiteContentPage, Record<string, string>> = {
  home: {
    heroTitle: 'Welcome to Torch Fellowship',
    heroSubtitle:
      'A family of believers igniting hearts, transforming lives and building communities through the love of Christ.',
    connectTitle: 'Connect With Us',
    connectSubtitle:
      'There is a place for you here. Find a gathering, a prayer partner or a way to serve.',
  },
  give: {
    giveTitle: 'Give with a Cheerful Heart',
    giveVerse:
      '"Each of you should give what you have decided in your heart to give, not reluctantly or under compulsion, for God loves a cheerful giver." 2 Corinthians 9:7',
  },
  contact: {
    contactTitle: 'Get in Touch',
    contactSubtitle:
      "We'd love to hear from you. Send us a message and someone from our team will reply soon.",
  },
};

export const torchKidsFields = [
  'heroTitle',
  'heroSubtitle',
  'aboutText',
  'safetyText',
  'experienceText',
  'groupsText',
] as const;

export const torchKidsDefaults = {
  heroTitle: 'Torch Stars',
  heroSubtitle: 'Where children discover how much God loves them, and learn to shine His light.',
  aboutText:
    'Torch Stars is our ministry for children from birth to 12 years. Every Tuesday fellowship and Sunday gathering, trained teachers lead Bible stories, songs and crafts made for young hearts.',
  safetyText:
    'Every volunteer is interviewed and trained. Children are signed in and out by a parent or guardian with a matching tag, and no child is ever left alone with one adult.',
  experienceText:
    'Worship with actions, memory verses that stick, and small groups where every child is known by name. Parents receive a short note each week to continue the conversation at home.',
  groupsText:
    'Little Lights (0–3 years), Sparks (4–6 years), Flames (7–9 years) and Torchbearers (10–12 years).',
};
