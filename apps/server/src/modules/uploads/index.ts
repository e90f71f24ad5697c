/** Image uploads (docs/product.md#uploads): our own storage, or signed for Cloudinary. */
import fastifyMultipart from '@fastify/multipart';
import { uploadRoutes } from '@torch/contract';
import type { FastifyInstance } from 'fastify';
import { createStorageProvider } from '../../storage/provider';
import type { ModuleDeps } from '../module';
import { MAX_UPLOAD_BYTES, uploadRouteHandlers } from './routes';
import { DEFAULT_UPLOAD_OPTIONS, UploadService } from './service';
import { uploadFormLimits } from './upload-form';

export async function register(app: FastifyInstance, deps: ModuleDeps) {
  const { config } = deps;
  const uploads = new UploadService(
    deps.db,
    createStorageProvider(config),
    deps.limiter,
    config.cloudinary,
    deps.log,
    { ...DEFAULT_UPLOAD_OPTIONS, ...config.uploads },
  );
  const { upload, cloudinarySignature } = uploadRouteHandlers(uploads);
  // Multipart is parsed only inside this scope; every other route still accepts JSON alone.
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: uploadFormLimits(MAX_UPLOAD_BYTES),
      // Over-limit files are reported by us, with the folder's own message.
      throwFileSizeLimit: false,
    });
    deps.routes.within(scope).register({ upload: uploadRoutes.upload }, { upload });
  });
  deps.routes.register(
    { cloudinarySignature: uploadRoutes.cloudinarySignature },
    { cloudinarySignature },
  );
  return { uploads };
}
