/** Sending a picture: checked here first, uploaded, then sent as an image message. */
import { useState } from 'react';
import { toast } from 'react-toastify';
import { chatLimits, chatTexts } from '@torch/contract';
import { ApiError } from '../../../shared/api/api-error';
import { getToken } from '../../../shared/api/token-storage';
import { IMAGE_TYPES, uploadImage } from '../../uploads';

export function useImageSend(sendUrl: (url: string) => void) {
  const [uploading, setUploading] = useState(false);

  const sendImage = async (file: File) => {
    if (!getToken()) {
      toast.error(chatTexts.uploadNeedsLogin);
      return;
    }
    if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) {
      toast.error(chatTexts.notAnImage);
      return;
    }
    if (file.size > chatLimits.maxImageBytes) {
      toast.error(chatTexts.imageTooLarge);
      return;
    }
    setUploading(true);
    try {
      const uploaded = await uploadImage({ folder: 'chat-images', file });
      sendUrl(uploaded.url);
    } catch (error) {
      // The server judges the bytes: a renamed document gets the same words as above.
      const status = error instanceof ApiError ? error.status : 0;
      toast.error(
        status === 415
          ? chatTexts.notAnImage
          : status === 413
            ? chatTexts.imageTooLarge
            : chatTexts.uploadFailed,
      );
    } finally {
      setUploading(false);
    }
  };
  return { uploading, sendImage };
}
