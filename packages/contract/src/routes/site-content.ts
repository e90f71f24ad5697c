/** Editable page texts and the Torch Stars page (docs/product.md#site-content, #torch-stars). */
import { defineRoute } from '../http/route';
import {
  siteContentInputSchema,
  siteContentQuerySchema,
  siteContentRenameResultSchema,
  siteContentRenameSchema,
  siteContentSchema,
  torchKidsContentSchema,
  torchKidsInputSchema,
} from '../site-content';

const tag = 'Site content';

export const siteContentRoutes = {
  get: defineRoute({
    method: 'GET',
    path: '/api/site-content',
    summary: "A page's editable texts, defaults filled in",
    tag,
    access: 'anyone',
    query: siteContentQuerySchema,
    response: siteContentSchema,
  }),
  save: defineRoute({
    method: 'POST',
    path: '/api/site-content',
    summary: "Save a page's texts",
    tag,
    access: 'admin',
    body: siteContentInputSchema,
    response: siteContentSchema,
  }),
  renamePreview: defineRoute({
    method: 'POST',
    path: '/api/site-content/rename/preview',
    summary: "The page texts that still hold the church's old name",
    tag,
    access: 'admin',
    body: siteContentRenameSchema,
    response: siteContentRenameResultSchema,
  }),
  rename: defineRoute({
    method: 'POST',
    path: '/api/site-content/rename',
    summary: "Write the church's new name over its old one in the page texts",
    tag,
    access: 'admin',
    body: siteContentRenameSchema,
    response: siteContentRenameResultSchema,
  }),
};

export const torchKidsRoutes = {
  get: defineRoute({
    method: 'GET',
    path: '/api/torch-kids',
    summary: 'The Torch Stars page texts',
    tag,
    access: 'anyone',
    response: torchKidsContentSchema,
  }),
  getForAdmin: defineRoute({
    method: 'GET',
    path: '/api/torch-kids/admin',
    summary: 'The Torch Stars page texts, for the editor',
    tag,
    access: 'admin',
    response: torchKidsContentSchema,
  }),
  save: defineRoute({
    method: 'PUT',
    path: '/api/torch-kids/admin',
    summary: 'Save the Torch Stars page texts',
    tag,
    access: 'admin',
    body: torchKidsInputSchema,
    response: torchKidsContentSchema,
  }),
};
