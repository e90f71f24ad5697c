import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '../api/api-error';
import { AdminList, type AdminListEmpty } from './admin-list';
import { AdminToolbar } from './admin-toolbar';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';
import { Icon } from './icon';

/** Everything an admin screen of one kind of thing says, so the screens differ only in words. */
export interface AdminCrudTexts<T> {
  /**
   * The screen's heading and the line under it, once loaded and before. Without them the list is
   * a tab's panel: the tab names it, and its add button, always in view, leaves the empty state
   * without one.
   */
  heading?: { title: string; summary: (count: number) => string; idleSummary: string };
  addLabel: string;
  listLabel: string;
  loadingLabel: string;
  errorTitle: string;
  empty: Omit<AdminListEmpty, 'action'>;
  deleteTitle: string;
  deleteQuestion: (item: T) => string;
  deleted: string;
  /** The error toast's start, before the server's message. */
  deleteFailed: string;
  /** The error toast's end when the server gave no message. */
  deleteFallback?: string;
  /** The question stays open, its button busy, until the server has answered. */
  deleteWaits?: boolean;
}

export interface AdminItemActions<T> {
  onEdit: (item: T) => void;
  onDelete: (item: T) => void;
}

export interface AdminCrudPageProps<T extends { _id: string }> {
  query: UseQueryResult<T[]>;
  remove: UseMutationResult<unknown, Error, string>;
  texts: AdminCrudTexts<T>;
  renderItem: (item: T, actions: AdminItemActions<T>) => ReactNode;
  /** The add or edit form for an item, or for a new one when it is null. */
  renderForm: (item: T | null, onClose: () => void) => ReactNode;
}

/** The form is closed, adding a new item, or editing one. */
type FormState<T> = { mode: 'closed' } | { mode: 'open'; item: T | null };

/** An admin management screen: the list, the add and edit form, and deletion with a question. */
export function AdminCrudPage<T extends { _id: string }>({
  query,
  remove,
  texts,
  renderItem,
  renderForm,
}: AdminCrudPageProps<T>) {
  const [form, setForm] = useState<FormState<T>>({ mode: 'closed' });
  const [toDelete, setToDelete] = useState<T | null>(null);
  const actions: AdminItemActions<T> = {
    onEdit: (item) => setForm({ mode: 'open', item }),
    onDelete: setToDelete,
  };
  const addButton = (
    <Button onClick={() => setForm({ mode: 'open', item: null })}>
      <Icon name="plus" />
      {texts.addLabel}
    </Button>
  );

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete._id, {
      onSuccess: () => toast.success(texts.deleted),
      onError: (error) =>
        toast.error(
          `${texts.deleteFailed}: ${errorMessage(error, texts.deleteFallback ?? 'Something went wrong')}`,
        ),
      onSettled: () => {
        if (texts.deleteWaits) setToDelete(null);
      },
    });
    // Unless told to wait, the list drops the item at once; a refusal puts it back with the toast.
    if (!texts.deleteWaits) setToDelete(null);
  };

  const { heading } = texts;
  return (
    <div className={heading ? 'flex flex-col gap-6' : 'flex flex-col gap-5'}>
      {heading ? (
        <AdminToolbar
          title={heading.title}
          summary={query.data ? heading.summary(query.data.length) : heading.idleSummary}
          actions={addButton}
        />
      ) : (
        <div className="flex justify-end">{addButton}</div>
      )}
      <AdminList
        query={query}
        label={texts.listLabel}
        loadingLabel={texts.loadingLabel}
        errorTitle={texts.errorTitle}
        empty={heading ? { ...texts.empty, action: addButton } : texts.empty}
      >
        {(item) => renderItem(item, actions)}
      </AdminList>
      {form.mode === 'open' && renderForm(form.item, () => setForm({ mode: 'closed' }))}
      <ConfirmDialog
        open={toDelete !== null}
        title={texts.deleteTitle}
        message={toDelete ? texts.deleteQuestion(toDelete) : ''}
        confirmLabel="Delete"
        busy={texts.deleteWaits === true && remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
