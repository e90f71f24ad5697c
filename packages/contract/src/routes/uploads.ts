/** Image uploads (docs/product.md#uploads): to our storage, or signed for Cloudinary. */
import { defineRoute } from '../http/route';
import {
  cloudinarySignatureRequestSchema,
  cloudinarySignatureResponseSchema,
  uploadResponseSchema,
} from '../media';

export const uploadRoutes = {
  upload: defineRoute({
    method: 'POST',
    path: '/api/uploads',
    summary: 'Upload an image (multipart: a folder and a file)',
    tag: 'Uploads',
    access: 'member',
    refusals: {
      403: 'A folder this account may not write into',
      503: 'The image storage or the encoder is unavailable; try again',
    },
    body: 'multipart',
    response: uploadResponseSchema,
    status: 201,
    rateLimit: { policy: 'upload' },
  }),
  cloudinarySignature: defineRoute({
    method: 'POST',
    path: '/api/cloudinary/signature',
    summary: 'Sign a direct upload to Cloudinary for one folder',
    tag: 'Uploads',
    access: 'member',
    refusals: {
      403: 'A folder this account may not write into',
      503: 'Cloudinary is not configured',
    },
    body: cloudinarySignatureRequestSchema,
    response: cloudinarySignatureResponseSchema,
    rateLimit: { policy: 'upload' },
  }),
};
