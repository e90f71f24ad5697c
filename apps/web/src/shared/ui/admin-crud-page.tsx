import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AdminList, type AdminListEmpty, type AdminListProps } from './admin-list';
import { AdminScreen } from './admin-screen';
import { Button } from './button';
import { useDeleteQuestion, type DeleteTexts } from './delete-question';
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
  /** The empty state's add button, where it says more than `addLabel` (Create First Post). */
  firstAddLabel?: string;
  listLabel: string;
  loadingLabel: string;
  errorTitle: string;
  empty: Omit<AdminListEmpty, 'action'>;
  delete: DeleteTexts<T>;
}

export interface AdminItemActions<T> {
  onEdit: (item: T) => void;
  onDelete: (item: T) => void;
}

export interface AdminCrudPageProps<T extends { _id: string }> {
  query: AdminListProps<T>['query'];
  remove: UseMutationResult<unknown, Error, string>;
  texts: AdminCrudTexts<T>;
  /** More buttons in the heading, before the add button (View Blog). */
  actions?: ReactNode;
  /** How the list narrows and what stands around it: a search, tabs, counts. */
  list?: Pick<AdminListProps<T>, 'select' | 'noMatch' | 'frame' | 'footer' | 'more'>;
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
  actions,
  list,
  renderItem,
  renderForm,
}: AdminCrudPageProps<T>) {
  const [form, setForm] = useState<FormState<T>>({ mode: 'closed' });
  const deletion = useDeleteQuestion(remove, texts.delete);
  const itemActions: AdminItemActions<T> = {
    onEdit: (item) => setForm({ mode: 'open', item }),
    onDelete: deletion.ask,
  };
  const addButton = (label: string) => (
    <Button onClick={() => setForm({ mode: 'open', item: null })}>
      <Icon name="plus" />
      {label}
    </Button>
  );

  const { heading } = texts;
  const body = (
    <>
      <AdminList
        {...list}
        query={query}
        label={texts.listLabel}
        loadingLabel={texts.loadingLabel}
        errorTitle={texts.errorTitle}
        empty={
          heading
            ? { ...texts.empty, action: addButton(texts.firstAddLabel ?? texts.addLabel) }
            : texts.empty
        }
      >
        {(item) => renderItem(item, itemActions)}
      </AdminList>
      {form.mode === 'open' && renderForm(form.item, () => setForm({ mode: 'closed' }))}
      {deletion.dialog}
    </>
  );
  if (!heading) {
    return (
      <div className="flex flex-col gap-5">
        <div className="flex justify-end">{addButton(texts.addLabel)}</div>
        {body}
      </div>
    );
  }
  return (
    <AdminScreen
      title={heading.title}
      summary={query.data ? heading.summary(query.data.length) : heading.idleSummary}
      actions={
        <>
          {actions}
          {addButton(texts.addLabel)}
        </>
      }
    >
      {body}
    </AdminScreen>
  );
}
