/** The new-converts form and the staff's list of it (docs/product.md#community-api). */
import { z } from 'zod';
import { defineRoute } from '../http/route';
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
  list: defineRoute({
    method: 'GET',
    path: '/api/new-converts',
    summary: 'Every new-converts form, newest first',
    tag: 'New converts',
    access: 'admin',
    response: z.array(newConvertSchema),
  }),
};
