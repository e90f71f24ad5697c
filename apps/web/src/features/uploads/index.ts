/** What other features use from uploads: the image field and its rules. */
export { ImageUploadField, uploadFailedMessage } from './components/image-upload-field';
export type { ImageUploadFieldProps } from './components/image-upload-field';
export { IMAGE_TYPES, PHOTO_TYPES, imageFileProblem } from './image-file-rules';
export { uploadImage, useUploadImageMutation } from './api';
