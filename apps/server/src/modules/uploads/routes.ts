/** The uploads' routes: each is its declaration in the contract and a call into the service. */
import { cloudinarySignatureRequestSchema, uploadLimits, type uploadRoutes } from '@torch/contract';
import { canUploadTo } from '../../auth/policies';
import { badRequest, forbidden } from '../../http/app-error';
import type { RouteContext, RouteHandlers } from '../../http/register-routes';
import { parseWith } from '../../http/validate';
import { FOLDER_NOT_ALLOWED, type UploadService } from './service';
import { readUploadForm } from './upload-form';

export const MISSING_FILE = 'Choose an image file to upload.';

/** The parser never holds more than the largest folder allows (plus the check's one byte). */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(uploadLimits).map((l) => l.maxBytes));

/** A multipart upload: counted before the body is read, then checked part by part. */
async function receiveUpload(
  uploads: UploadService,
  { viewer, request }: RouteContext<typeof uploadRoutes.upload>,
) {
  await uploads.throttle(viewer.id);
  const form = await readUploadForm(request);
  // The same `{ folder }` shape as the signature request, so a bad folder names its field.
  const { folder } = parseWith(cloudinarySignatureRequestSchema, { folder: form.folder });
  if (!canUploadTo(viewer, folder)) throw forbidden(FOLDER_NOT_ALLOWED);
  if (form.truncated) uploads.assertWithinLimit(folder, MAX_UPLOAD_BYTES + 1);
  if (!form.file) throw badRequest(MISSING_FILE, 'file');
  return uploads.upload({ folder, bytes: form.file, userId: viewer.id });
}

export function uploadRouteHandlers(uploads: UploadService): RouteHandlers<typeof uploadRoutes> {
  return {
    upload: (context) => receiveUpload(uploads, context),
    cloudinarySignature: ({ viewer, body: { folder } }) => {
      if (!canUploadTo(viewer, folder)) throw forbidden(FOLDER_NOT_ALLOWED);
      return uploads.cloudinarySignature(folder, viewer.id);
    },
  };
}
