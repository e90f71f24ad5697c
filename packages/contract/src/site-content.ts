/**
 * Editable texts of the Home, Give and Contact pages, and the Torch Stars page
 * (docs/product.md#site-content).
 */
import { z } from 'zod';
import { siteContentFields } from './content-constants';

export { siteContentDefaults, siteContentFields, type SiteContentPage } from './content-constants';
export const siteContentPageSchema = z.enum(['home', 'give', 'contact'], {
  error: 'page must be home, give or contact',
});

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

export { torchKidsDefaults, torchKidsFields } from './content-constants';

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
