/** HTTP shape of uploads: `POST /api/uploads` (multipart) and `POST /api/cloudinary/signature`. */
import fastifyMultipart from '@fastify/multipart';
import { cloudinarySignatureRequestSchema, uploadLimits } from '@torch/contract';
import type { FastifyInstance } from 'fastify';
import { canUploadTo } from '../../auth/policies';
import { requireViewer } from '../../auth/request-auth';
import { badRequest, forbidden } from '../../http/app-error';
import { parseWith } from '../../http/validate';
import { FOLDER_NOT_ALLOWED, type UploadService } from './service';
import { readUploadForm, uploadFormLimits } from './upload-form';

export const MISSING_FILE = 'Choose an image file to upload.';

/** The parser never holds more than the largest folder allows (plus the check's one byte). */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(uploadLimits).map((l) => l.maxBytes));

export async function registerUploadRoutes(
  app: FastifyInstance,
  uploads: UploadService,
): Promise<void> {
  // Multipart is parsed only inside this scope; every other route still accepts JSON alone.
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: uploadFormLimits(MAX_UPLOAD_BYTES),
      // Over-limit files are reported by us, with the folder's own message.
      throwFileSizeLimit: false,
    });

    scope.post('/api/uploads', async (request, reply) => {
      const viewer = await requireViewer(request);
      await uploads.throttle(viewer.id);
      const form = await readUploadForm(request);
      // The same `{ folder }` shape as the signature request, so a bad folder names its field.
      const { folder } = parseWith(cloudinarySignatureRequestSchema, { folder: form.folder });
      if (!canUploadTo(viewer, folder)) throw forbidden(FOLDER_NOT_ALLOWED);
      if (form.truncated) uploads.assertWithinLimit(folder, MAX_UPLOAD_BYTES + 1);
      if (!form.file) throw badRequest(MISSING_FILE, 'file');
      const uploaded = await uploads.upload({ folder, bytes: form.file, userId: viewer.id });
      return reply.status(201).send(uploaded);
    });
  });

  app.post('/api/cloudinary/signature', async (request) => {
    const viewer = await requireViewer(request);
    const { folder } = parseWith(cloudinarySignatureRequestSchema, request.body);
    if (!canUploadTo(viewer, folder)) throw forbidden(FOLDER_NOT_ALLOWED);
    return uploads.cloudinarySignature(folder, viewer.id);
  });
}
