import type { ContactMessage, InboxFilter } from '@torch/contract';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../shared/api/api-error';
import { UNKNOWN_ERROR_MESSAGE } from '../../../shared/api/http-client';
import { paths } from '../../../shared/config/paths';
import { AdminToolbar } from '../../../shared/ui/admin-toolbar';
import { Button } from '../../../shared/ui/button';
import { ButtonLink } from '../../../shared/ui/button-link';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Icon } from '../../../shared/ui/icon';
import { LoadError } from '../../../shared/ui/load-error';
import { Spinner } from '../../../shared/ui/spinner';
import { Tabs } from '../../../shared/ui/tabs';
import {
  useDeleteContactMessage,
  useContactMessages,
  useInboxSummary,
  useSetContactMessageRead,
} from '../api';
import { InboxMessageItem } from '../components/inbox-message-item';
import { UnreadBadge } from '../components/unread-badge';

const emptyTexts: Record<InboxFilter, { title: string; description: string }> = {
  all: {
    title: 'No messages yet.',
    description: 'Messages sent through the contact page arrive here.',
  },
  unread: { title: 'All caught up.', description: 'Every message has been read.' },
  read: { title: 'No read messages.', description: 'Messages you open move here.' },
};

/** Messages from the contact page: read them, answer by e-mail, keep track of what is handled. */
export function AdminInboxPage() {
  const [filter, setFilter] = useState<InboxFilter>('all');
  const [openId, setOpenId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ContactMessage | null>(null);
  const messages = useContactMessages(filter);
  const summary = useInboxSummary();
  const setRead = useSetContactMessageRead();
  const remove = useDeleteContactMessage();

  const unread = summary.data?.unreadMessages ?? 0;
  const shown = messages.data?.pages.flatMap((page) => page.messages) ?? [];

  const markRead = (message: ContactMessage, read: boolean, announce: boolean) =>
    setRead.mutate(
      { id: message._id, read },
      {
        onSuccess: () => {
          if (announce) toast.success(read ? 'Marked as read.' : 'Marked as unread.');
        },
        onError: (error) =>
          toast.error(`Update failed: ${errorMessage(error, UNKNOWN_ERROR_MESSAGE)}`),
      },
    );

  const toggle = (message: ContactMessage) => {
    const opening = openId !== message._id;
    setOpenId(opening ? message._id : null);
    // Opening a message is reading it.
    if (opening && message.read_at === null) markRead(message, true, false);
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: () => toast.success('Message deleted.'),
      onError: (error) =>
        toast.error(`Delete failed: ${errorMessage(error, UNKNOWN_ERROR_MESSAGE)}`),
      onSettled: () => setDeleting(null),
    });
  };

  const tabs = [
    { id: 'all', label: 'All' },
    {
      id: 'unread',
      label: (
        <span className="inline-flex items-center gap-2">
          Unread
          <UnreadBadge count={unread} />
        </span>
      ),
    },
    { id: 'read', label: 'Read' },
  ] as const;

  return (
    <div className="flex flex-col gap-6">
      <AdminToolbar
        title="Contact Messages"
        summary={
          summary.data
            ? unread === 0
              ? 'Every message has been read.'
              : `${unread} unread ${unread === 1 ? 'message' : 'messages'} from the contact page.`
            : 'Messages from the contact page.'
        }
        actions={
          <ButtonLink to={paths.admin.subscribers} variant="outline">
            <Icon name="users" className="size-4" />
            Newsletter Subscribers
          </ButtonLink>
        }
      />
      <Tabs
        label="Filter messages"
        items={tabs}
        value={filter}
        onChange={(next) => {
          setFilter(next);
          setOpenId(null);
        }}
      >
        {messages.isPending ? (
          <div className="flex justify-center py-16">
            <Spinner label="Loading messages…" />
          </div>
        ) : messages.isError ? (
          <LoadError
            title="Messages could not be loaded"
            message={errorMessage(messages.error, 'Please try again.')}
            onRetry={() => void messages.refetch()}
          />
        ) : shown.length === 0 ? (
          <EmptyState
            icon={<Icon name="inbox" className="size-7" />}
            title={emptyTexts[filter].title}
            description={emptyTexts[filter].description}
          />
        ) : (
          <div className="flex flex-col gap-4">
            <ul className="flex flex-col gap-3" aria-label="Messages">
              {shown.map((message) => (
                <InboxMessageItem
                  key={message._id}
                  message={message}
                  open={openId === message._id}
                  onToggle={() => toggle(message)}
                  onSetRead={(read) => markRead(message, read, true)}
                  onDelete={() => setDeleting(message)}
                />
              ))}
            </ul>
            {messages.hasNextPage && (
              <Button
                variant="outline"
                className="self-center"
                loading={messages.isFetchingNextPage}
                onClick={() => void messages.fetchNextPage()}
              >
                Load older messages
              </Button>
            )}
          </div>
        )}
      </Tabs>

      <ConfirmDialog
        open={deleting !== null}
        title="Delete this message?"
        message={
          deleting
            ? `The message from ${deleting.name} (“${deleting.subject}”) will be removed for good.`
            : ''
        }
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
