/** Editable texts of the Home, Give and Contact pages, and the Torch Stars page (document 2 §2, §3). */
import { z } from 'zod';

export const siteContentFields = {
  home: ['heroTitle', 'heroSubtitle', 'connectTitle', 'connectSubtitle'],
  give: ['giveTitle', 'giveVerse'],
  contact: ['contactTitle', 'contactSubtitle'],
} as const;
export type SiteContentPage = keyof typeof siteContentFields;
export const siteContentPageSchema = z.enum(['home', 'give', 'contact'], {
  error: 'page must be home, give or contact',
});

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

export const siteContentSchema = z.object({
  page: siteContentPageSchema,
  elements: z.record(z.string(), z.string()),
});
export type SiteContent = z.infer<typeof siteContentSchema>;

export const siteContentInputSchema = z
  .object({
    page: siteContentPageSchema,
    elements: z.record(
      z.string(),
      z
        .string({ error: 'Each text must be a string' })
        .trim()
        .max(2000, { error: 'Each text must be at most 2000 characters' }),
    ),
  })
  .superRefine((input, ctx) => {
    const allowed: readonly string[] = siteContentFields[input.page];
    for (const key of Object.keys(input.elements)) {
      if (!allowed.includes(key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['elements', key],
          message: `Unknown text "${key}" for the ${input.page} page`,
        });
      }
    }
  });
export type SiteContentInput = z.input<typeof siteContentInputSchema>;

export const siteContentQuerySchema = z.object({ page: siteContentPageSchema });

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

export const torchKidsContentSchema = z.object({
  heroTitle: z.string(),
  heroSubtitle: z.string(),
  aboutText: z.string(),
  safetyText: z.string(),
  experienceText: z.string(),
  groupsText: z.string(),
});
export type TorchKidsContent = z.infer<typeof torchKidsContentSchema>;

const torchKidsText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` });

export const torchKidsInputSchema = z.object({
  heroTitle: torchKidsText('Hero Title', 200),
  heroSubtitle: torchKidsText('Hero Subtitle', 500),
  aboutText: torchKidsText('About Section Text', 5000),
  safetyText: torchKidsText('Safety Section Text', 5000),
  experienceText: torchKidsText('Worship Experience Text', 5000),
  groupsText: torchKidsText('Age Groups Text', 5000),
});
export type TorchKidsInput = z.input<typeof torchKidsInputSchema>;
