/** The new-converts form and the staff's list of it (docs/product.md#community-api). */
import { newConvertListQuerySchema } from '../care-lists';
import { defineRoute } from '../http/route';
import { pagedList } from './paged-list';
import { newConvertInputSchema, newConvertReceiptSchema, newConvertSchema } from '../community';

export const newConvertRoutes = {
  submit: defineRoute({
    method: 'POST',
    path: '/api/new-converts',
    summary: 'Send the new-converts form',
    tag: 'New converts',
    access: 'anyone',
    body: newConvertInputSchema,
    response: newConvertReceiptSchema,
    status: 201,
    rateLimit: { policy: 'public-form', bucket: 'new-convert' },
  }),
  list: pagedList({
    path: '/api/new-converts',
    summary: 'The new-converts forms, newest first; a search by name and a country',
    tag: 'New converts',
    access: 'admin',
    query: newConvertListQuerySchema,
    item: newConvertSchema,
  }),
};
