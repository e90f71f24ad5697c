/**
 * Editable texts of every public page (Home, Give, Contact, About, Leadership, Light Campuses,
 * Leaders, Blog, New Converts) and the Torch Stars page (docs/product.md#site-content).
 */
import { z } from 'zod';
import { siteContentFields, siteContentPages, type SiteContentPage } from './content-constants';

export {
  aboutTextDefaults,
  blogTextDefaults,
  campusesTextDefaults,
  contactTextDefaults,
  giveTextDefaults,
  homeTextDefaults,
  leadersTextDefaults,
  leadershipTextDefaults,
  newConvertsTextDefaults,
  siteContentDefaults,
  siteContentFields,
  siteContentPages,
  type SiteContentPage,
} from './content-constants';

export const siteContentPageSchema = z.enum(
  siteContentPages as [SiteContentPage, ...SiteContentPage[]],
  { error: `page must be one of ${siteContentPages.join(', ')}` },
);

export const siteContentSchema = z.object({
  page: siteContentPageSchema,
  elements: z.record(z.string(), z.string()),
});
export type SiteContent = z.infer<typeof siteContentSchema>;

/**
 * Every page text is plain text: the pages draw it as text, paragraphs at blank lines, never as
 * markup. A text is kept as written (line breaks made one kind, the ends trimmed) or refused:
 * what looks like an HTML tag or comment, or a control character other than a line break or a
 * tab, is a 400 naming the text, so a pasted snippet never reaches a page as markup and nothing
 * is silently changed (docs/decisions/044-page-texts-in-site-content.md).
 */
const MARKUP = /<!--|<\/?[a-z][^<>]*>/i;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export function plainPageText(text: string): string {
  return text.replace(/\r\n?/g, '\n').trim();
}

const pageText = z
  .string({ error: 'Each text must be a string' })
  .max(2000, { error: 'Each text must be at most 2000 characters' })
  .refine((text) => !MARKUP.test(text), {
    error: 'Page texts are plain text: take out the tags, such as <b> or <img>',
  })
  .refine((text) => !CONTROL.test(text), {
    error: 'Page texts may not hold control characters',
  })
  .transform(plainPageText);

export const siteContentInputSchema = z
  .object({
    page: siteContentPageSchema,
    elements: z.record(z.string(), pageText),
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

const churchNameText = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(200, { error: `${label} must be at most 200 characters` });

/**
 * A change of the church's name, for its page texts: each old name (the full one, the short
 * one) and what to write instead (docs/product.md#site-content).
 */
export const siteContentRenameSchema = z.object({
  renames: z
    .array(z.object({ from: churchNameText('The old name'), to: churchNameText('The new name') }))
    .min(1, { error: 'Name at least one change' })
    .max(4, { error: 'At most 4 names change at once' }),
});
export type SiteContentRename = z.input<typeof siteContentRenameSchema>;

/** The page texts that hold an old name: how many, and which. */
export const siteContentRenameResultSchema = z.object({
  count: z.number().int(),
  texts: z.array(z.object({ page: siteContentPageSchema, field: z.string() })),
});
export type SiteContentRenameResult = z.infer<typeof siteContentRenameResultSchema>;

export { torchKidsDefaults, torchKidsFields, torchKidsFormerAboutText } from './content-constants';

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
