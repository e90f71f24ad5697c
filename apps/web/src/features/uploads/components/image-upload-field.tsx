import { i18next } from '../../../shared/i18n';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import type { UploadFolder } from '@torch/contract';
import { errorMessage } from '../../../shared/api/api-error';
import { cn } from '../../../shared/lib/cn';
import { Button } from '../../../shared/ui/button';
import { Icon } from '../../../shared/ui/icon';
import { Spinner } from '../../../shared/ui/spinner';
import { useUploadImageMutation } from '../api';
import { IMAGE_TYPES, imageFileProblem } from '../image-file-rules';
import { useTranslation } from 'react-i18next';

/** Said when the upload failed and the server gave no reason. */
export function uploadFailedMessage(): string {
  return i18next.t('failedToUploadImage', 'Failed to upload image.');
}

export interface ImageUploadFieldProps {
  id: string;
  label: string;
  /** Where the server stores it; also decides the size limit and its message. */
  folder: UploadFolder;
  /** The stored image's URL, or null when there is none yet. */
  value: string | null;
  /** Called with the uploaded image's URL, or null when an optional image is removed. */
  onChange: (url: string | null) => void;
  /** MIME types offered and accepted (PHOTO_TYPES for avatars and leader photos). */
  accept?: readonly string[];
  /** The form's own message, e.g. 'A photo is required.' */
  error?: string | undefined;
  hint?: string;
  /** Optional images (an event poster) can be taken away again. */
  removable?: boolean;
  /** Lets the form wait for an upload in progress before it saves. */
  onUploadingChange?: (uploading: boolean) => void;
  shape?: 'wide' | 'round';
}

/**
 * Picks an image, checks its type and size in the browser, uploads it at once and hands the
 * URL to the form; the form then saves that URL with its entity. The choice shows as a
 * preview straight away, so a slow upload never looks like nothing happened.
 */
export function ImageUploadField({
  id,
  label,
  folder,
  value,
  onChange,
  accept = IMAGE_TYPES,
  error,
  hint,
  removable = false,
  onUploadingChange,
  shape = 'wide',
}: ImageUploadFieldProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const upload = useUploadImageMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const [localPreview, setLocalPreview] = useState<string | null>(null);

  useEffect(() => {
    onUploadingChange?.(upload.isPending);
  }, [upload.isPending, onUploadingChange]);

  // A preview made from the picked file is released once it is no longer shown.
  useEffect(() => {
    if (!localPreview) return;
    return () => URL.revokeObjectURL(localPreview);
  }, [localPreview]);

  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again after an error still fires a change.
    event.target.value = '';
    if (!file) return;
    const tooBigOrWrongType = imageFileProblem(file, folder, accept);
    setProblem(tooBigOrWrongType);
    if (tooBigOrWrongType) return;
    setLocalPreview(URL.createObjectURL(file));
    upload.mutate(
      { folder, file },
      {
        onSuccess: ({ url }) => {
          setLocalPreview(null);
          onChange(url);
        },
        onError: (failure) => {
          setLocalPreview(null);
          setProblem(errorMessage(failure, uploadFailedMessage()));
        },
      },
    );
  };

  const shown = localPreview ?? value;
  const message = problem ?? error;
  const describedBy = message ? `${id}-error` : hint ? `${id}-hint` : undefined;

  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-col gap-1.5">
      <span id={labelId} className="text-sm font-semibold text-ink-800">
        {label}
      </span>
      <div
        className={cn(
          'flex flex-col gap-4 rounded-2xl border border-dashed p-4 sm:flex-row sm:items-center',
          message ? 'border-red-600 bg-red-50/40' : 'border-ink-200 bg-cream-50',
        )}
      >
        <div
          className={cn(
            'relative flex shrink-0 items-center justify-center overflow-hidden bg-ink-50 text-ink-400',
            shape === 'round'
              ? 'size-24 self-center rounded-full sm:self-auto'
              : 'aspect-video w-full rounded-xl sm:w-48',
          )}
        >
          {shown ? (
            <img
              src={shown}
              alt={t('labelPreview', '{{label}} preview', { label })}
              className="size-full object-cover"
            />
          ) : (
            <Icon name="image" className="size-8" />
          )}
          {upload.isPending && (
            <div className="absolute inset-0 flex items-center justify-center bg-white/70">
              <Spinner label={t('uploadingImage', 'Uploading image…')} />
            </div>
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              onClick={() => inputRef.current?.click()}
              disabled={upload.isPending}
              aria-describedby={describedBy}
            >
              <Icon name="upload" className="size-4" />
              {value ? t('changeImage', 'Change image') : t('chooseImage', 'Choose image')}
            </Button>
            {removable && value && !upload.isPending && (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  setProblem(null);
                  onChange(null);
                }}
              >
                <Icon name="trash" className="size-4" />
                {t('remove', 'Remove')}
              </Button>
            )}
          </div>
          {hint && !message && (
            <p id={`${id}-hint`} className="text-sm text-ink-500">
              {hint}
            </p>
          )}
          {message && (
            <p id={`${id}-error`} className="text-sm font-medium text-red-700">
              {message}
            </p>
          )}
        </div>
      </div>
      {/* Hidden: the button above opens it, so it has one visible, focusable control. */}
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={accept.join(',')}
        aria-label={label}
        className="hidden"
        onChange={handleFile}
      />
    </div>
  );
}
