/**
 * POST /api/uploads (multipart, signed in): stores an image in a folder and answers its URL.
 * `folder` is appended before `file` so the server reads it first (docs/uploads.md).
 */
import { useMutation } from '@tanstack/react-query';
import type { UploadFolder, UploadResponse } from '@torch/contract';
import { apiRequest } from '../../../shared/api/http-client';

export interface UploadImageRequest {
  folder: UploadFolder;
  file: File;
}

export function uploadImage({ folder, file }: UploadImageRequest): Promise<UploadResponse> {
  const form = new FormData();
  form.append('folder', folder);
  form.append('file', file);
  return apiRequest<UploadResponse>('/api/uploads', { method: 'POST', body: form });
}

export function useUploadImageMutation() {
  return useMutation({ mutationFn: uploadImage });
}
