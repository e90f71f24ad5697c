/**
 * The church's settings (docs/configuration.md#church-settings): who the church is, how to reach
 * it, when it meets, how it gives and whom to call in an emergency. A Super-Admin edits them;
 * a fresh install starts from Torch Fellowship's values below.
 */
import { z } from 'zod';
import { emailSchema, requiredText, safeUrlSchema } from './common';
import { FUND_ID_MAX, fundId } from './funds';

import { weekdays } from './content-constants';

export { weekdays, type Weekday } from './content-constants';

const clockTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Use a 24-hour time such as 17:00' });

const gatheringSchema = z
  .object({
    name: requiredText('Gathering name', 60),
    day: z.enum(weekdays, { error: 'Choose a day of the week' }),
    start: clockTime,
    end: clockTime,
  })
  .refine((gathering) => gathering.end > gathering.start, {
    error: 'A gathering must end after it starts',
    path: ['end'],
  });
export type Gathering = z.infer<typeof gatheringSchema>;

const optionalUrl = z.union([z.literal(''), safeUrlSchema]);

/** A colour as #rrggbb, on which white text must keep WCAG AA contrast (4.5:1). */
const brandColourSchema = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, { error: 'Use a colour such as #c2410c' })
  .refine((colour) => contrastWithWhite(colour) >= 4.5, {
    error: 'White text on this colour would be hard to read: choose a darker colour',
  });

/** WCAG 2 contrast ratio of white against `#rrggbb`. */
export function contrastWithWhite(colour: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(colour.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  const luminance = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  return 1.05 / (luminance + 0.05);
}

const timeZoneSchema = z.string().refine(
  (zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  },
  { error: 'Choose a time zone such as Africa/Kampala' },
);

/**
 * The church's locale, a BCP 47 tag such as en-US or sw-TZ: its language picks the web app's
 * message catalogue (English where there is none), and dates, times and money are written the
 * way it writes them (docs/configuration.md#language-and-formats).
 */
const localeSchema = z
  .string()
  .trim()
  .regex(/^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/, { error: 'Use a locale such as en-US or sw-TZ' })
  .refine(
    (locale) => {
      try {
        return Intl.DateTimeFormat.supportedLocalesOf([locale]).length === 1;
      } catch {
        return false;
      }
    },
    { error: 'Use a locale such as en-US or sw-TZ' },
  );

const phoneNumber = z
  .string()
  .trim()
  .regex(/^\+?[\d\s()-]{3,20}$/, { error: 'Enter a phone number of digits, spaces and +' });

/**
 * The giving funds' names. A gift names its fund by an id made from the name (funds.ts), so a
 * name must have a letter or digit to make one, and two names may not make the same id.
 */
const fundsSchema = z
  .array(
    requiredText('Fund', 60)
      .refine((name) => fundId(name) !== '', {
        error: 'A fund name needs at least one letter or digit',
      })
      .refine((name) => fundId(name).length <= FUND_ID_MAX, { error: 'Fund name is too long' }),
  )
  .min(1, { error: 'Give at least one fund' })
  .max(12, { error: 'At most 12 funds' })
  .superRefine((funds, ctx) => {
    funds.forEach((name, index) => {
      const earlier = funds.findIndex((other) => fundId(other) === fundId(name));
      if (earlier === index || fundId(name) === '') return;
      ctx.addIssue({
        code: 'custom',
        path: [index],
        message: `"${name}" is the same fund as "${funds[earlier]}": give each fund its own name`,
      });
    });
  });

/**
 * A helpline the care replies offer (docs/assistant.md#the-helplines): its name and number,
 * what it is for, and where its number is published, so a church can check it is current.
 * `purpose` and `source` are optional: settings saved before they existed still read.
 */
const helplineSchema = z.object({
  name: requiredText('Helpline name', 60),
  number: phoneNumber,
  purpose: z.string().trim().max(120, { error: 'At most 120 characters' }).optional(),
  source: optionalUrl.optional(),
});
export type Helpline = z.infer<typeof helplineSchema>;

export const churchSettingsSchema = z.object({
  name: requiredText('Church name', 80),
  shortName: requiredText('Short name', 30),
  tagline: requiredText('Tagline', 120),
  mission: requiredText('Mission', 300),
  address: requiredText('Address', 200),
  mapUrl: optionalUrl,
  phone: phoneNumber,
  email: emailSchema,
  socialLinks: z.object({
    facebook: optionalUrl,
    instagram: optionalUrl,
    youtube: optionalUrl,
    x: optionalUrl,
  }),
  logoUrl: optionalUrl,
  faviconUrl: optionalUrl,
  brandColour: brandColourSchema,
  gatherings: z.array(gatheringSchema).max(10, { error: 'At most 10 gatherings' }),
  timeZone: timeZoneSchema,
  locale: localeSchema,
  currency: z.string().regex(/^[A-Z]{3}$/, { error: 'Use a three-letter currency code (UGX)' }),
  donationPresets: z
    .array(z.int().min(1).max(1_000_000_000))
    .min(1, { error: 'Give at least one amount' })
    .max(8, { error: 'At most 8 amounts' }),
  funds: fundsSchema,
  emergencyNumbers: z.array(phoneNumber).min(1, { error: 'Give at least one emergency number' }),
  helplines: z.array(helplineSchema).max(10, { error: 'At most 10 helplines' }),
  /**
   * When a Super-Admin confirmed the helplines in the first-run wizard (ISO time); absent until
   * then, and in settings saved before the wizard asked.
   */
  careHelplinesConfirmed: z.iso.datetime({ error: 'Use a date and time' }).optional(),
});
export type ChurchSettings = z.infer<typeof churchSettingsSchema>;

/** What `GET /api/church` answers: the settings, and whether anyone has saved them yet. */
export const churchSettingsReadSchema = churchSettingsSchema.extend({
  configured: z.boolean().optional(),
});
