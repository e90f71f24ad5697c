/**
 * The filters of the care lists (prayers, testimonies, new converts), each read a page at a time
 * (docs/decisions/028-lists-page.md). Every field is optional: a request without any gets the
 * first page in the list's order.
 */
import { z } from 'zod';
import { pageQuerySchema, searchTextSchema } from './http/page';

/** The admin prayer tabs (docs/product.md#admin-prayers); each filters on one flag. */
export const prayerFilters = ['all', 'public', 'private', 'answered'] as const;
export type PrayerFilter = (typeof prayerFilters)[number];

/** GET /api/prayer-requests/admin/all: a tab and a search over the name and the request. */
export const prayerRequestAdminQuerySchema = pageQuerySchema.extend({
  status: z
    .enum(prayerFilters, { error: 'Status must be all, public, private or answered' })
    .default('all'),
  q: searchTextSchema,
});
export type PrayerRequestAdminQuery = z.input<typeof prayerRequestAdminQuerySchema>;

export const testimonyFilters = ['all', 'pending', 'approved'] as const;
export type TestimonyFilter = (typeof testimonyFilters)[number];

/** GET /api/testimonies/admin/all: pending first, then newest; optionally one status. */
export const testimonyAdminQuerySchema = pageQuerySchema.extend({
  status: z
    .enum(testimonyFilters, { error: 'Status must be all, pending or approved' })
    .default('all'),
});
export type TestimonyAdminQuery = z.input<typeof testimonyAdminQuerySchema>;

/** GET /api/new-converts: a search by name and a country (any case). */
export const newConvertListQuerySchema = pageQuerySchema.extend({
  q: searchTextSchema,
  country: searchTextSchema,
});
export type NewConvertListQuery = z.input<typeof newConvertListQuerySchema>;
