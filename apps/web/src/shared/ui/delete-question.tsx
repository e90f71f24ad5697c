import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '../api/api-error';
import { ConfirmDialog } from './confirm-dialog';
import { i18next } from '../i18n';

/** The words of a deletion that is asked about first. */
export interface DeleteTexts<T> {
  title: string;
  question: (item: T) => string;
  /** The confirming button; Delete unless the screen removes rather than deletes. */
  confirmLabel?: string;
  /** The success toast. */
  done: string;
  /** The error toast's start, before the server's message. */
  failed: string;
  /** The error toast's end when the server gave no message. */
  fallback?: string;
  /** The question stays open, its button busy, until the server has answered. */
  waits?: boolean;
}

/**
 * Deletion behind a question, as every admin screen asks it: `ask(item)` opens the question,
 * and `dialog` is the question to draw.
 */
export function useDeleteQuestion<T extends { _id: string }>(
  remove: UseMutationResult<unknown, Error, string>,
  texts: DeleteTexts<T>,
): { ask: (item: T) => void; dialog: ReactNode } {
  const [toDelete, setToDelete] = useState<T | null>(null);

  const confirm = () => {
    if (!toDelete) return;
    remove.mutate(toDelete._id, {
      onSuccess: () => toast.success(texts.done),
      onError: (error) =>
        toast.error(
          i18next.t('failedMessage', '{{failed}}: {{message}}', {
            failed: texts.failed,
            message: errorMessage(
              error,
              texts.fallback ?? i18next.t('somethingWentWrong', 'Something went wrong'),
            ),
          }),
        ),
      onSettled: () => {
        if (texts.waits) setToDelete(null);
      },
    });
    // Unless told to wait, the list drops the item at once; a refusal puts it back with the toast.
    if (!texts.waits) setToDelete(null);
  };

  const dialog = (
    <ConfirmDialog
      open={toDelete !== null}
      title={texts.title}
      message={toDelete ? texts.question(toDelete) : ''}
      confirmLabel={texts.confirmLabel ?? i18next.t('delete', 'Delete')}
      busy={texts.waits === true && remove.isPending}
      onConfirm={confirm}
      onCancel={() => setToDelete(null)}
    />
  );
  return { ask: setToDelete, dialog };
}
