/** Reads the `folder` and `file` of an upload form, holding at most the largest folder limit. */
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../http/app-error';

export const NOT_MULTIPART = 'Send the image as multipart/form-data with a folder and a file.';
export const ONE_FILE_ONLY = 'Send one image per upload.';
export const TOO_MANY_FIELDS = 'Too many form fields: send only a folder and a file.';
export const MALFORMED_FORM = 'The upload was incomplete or malformed. Please try again.';

export interface UploadForm {
  folder: string | undefined;
  file: Buffer | undefined;
  /** The file went past the hard limit: only its first bytes were kept. */
  truncated: boolean;
}

/** Multipart parser limits; `fileSize` is the largest folder limit, the finer check comes later. */
export const uploadFormLimits = (maxFileBytes: number) => ({
  fileSize: maxFileBytes,
  files: 1,
  fields: 4,
  fieldSize: 1024,
  parts: 6,
  headerPairs: 50,
});

const parserErrors: Record<string, string> = {
  FST_FILES_LIMIT: ONE_FILE_ONLY,
  FST_FIELDS_LIMIT: TOO_MANY_FIELDS,
  FST_PARTS_LIMIT: TOO_MANY_FIELDS,
};

export async function readUploadForm(request: FastifyRequest): Promise<UploadForm> {
  if (!request.isMultipart()) throw new AppError(415, NOT_MULTIPART);
  const form: UploadForm = { folder: undefined, file: undefined, truncated: false };
  try {
    // Parts are read in order, so the folder may come before or after the file.
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'folder' && typeof part.value === 'string') form.folder = part.value;
        continue;
      }
      // Every file part must be read to the end or the parser stops; unknown ones are dropped.
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      if (part.fieldname !== 'file') continue;
      form.file = Buffer.concat(chunks);
      form.truncated = part.file.truncated;
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    // Anything thrown while parsing is the body's fault (a cut-off upload, a broken boundary).
    throw badRequest(
      typeof code === 'string' ? (parserErrors[code] ?? MALFORMED_FORM) : MALFORMED_FORM,
    );
  }
  return form;
}
