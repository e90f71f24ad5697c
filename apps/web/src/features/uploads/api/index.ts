/**
 * Image uploads over the route declared in the contract (multipart, signed in): stores an image
 * in a folder and answers its URL. `folder` is appended before `file` so the server reads it
 * first (docs/uploads.md).
 */
import { useMutation } from '@tanstack/react-query';
import { uploadRoutes, type UploadFolder, type UploadResponse } from '@torch/contract';
import { callRoute } from '../../../shared/api/route-client';

export interface UploadImageRequest {
  folder: UploadFolder;
  file: File;
}

export function uploadImage({ folder, file }: UploadImageRequest): Promise<UploadResponse> {
  const form = new FormData();
  form.append('folder', folder);
  form.append('file', file);
  return callRoute(uploadRoutes.upload, { body: form });
}

export function useUploadImageMutation() {
  return useMutation({ mutationFn: uploadImage });
}
