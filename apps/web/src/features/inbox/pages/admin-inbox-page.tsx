import type { ContactMessage, InboxFilter } from '@torch/contract';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../shared/api/api-error';
import { unknownErrorMessage } from '../../../shared/api/http-client';
import { paths } from '../../../shared/config/paths';
import { AdminList } from '../../../shared/ui/admin-list';
import { AdminScreen } from '../../../shared/ui/admin-screen';
import { ButtonLink } from '../../../shared/ui/button-link';
import { useDeleteQuestion } from '../../../shared/ui/delete-question';
import { Icon } from '../../../shared/ui/icon';
import { LoadMore, loadedOf } from '../../../shared/ui/load-more';
import { Tabs } from '../../../shared/ui/tabs';
import {
  useDeleteContactMessage,
  useContactMessages,
  useInboxSummary,
  useSetContactMessageRead,
} from '../api';
import { InboxMessageItem } from '../components/inbox-message-item';
import { UnreadBadge } from '../components/unread-badge';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';

function emptyTexts(t: TFunction): Record<InboxFilter, { title: string; description: string }> {
  return {
    all: {
      title: t('noMessagesYet', 'No messages yet.'),
      description: t(
        'messagesSentThroughTheContactPageArriveHere',
        'Messages sent through the contact page arrive here.',
      ),
    },
    unread: {
      title: t('allCaughtUp', 'All caught up.'),
      description: t('everyMessageHasBeenRead', 'Every message has been read.'),
    },
    read: {
      title: t('noReadMessages', 'No read messages.'),
      description: t('messagesYouOpenMoveHere', 'Messages you open move here.'),
    },
  };
}

/** Messages from the contact page: read them, answer by e-mail, keep track of what is handled. */
export function AdminInboxPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<InboxFilter>('all');
  const [openId, setOpenId] = useState<string | null>(null);
  const messages = useContactMessages(filter);
  const summary = useInboxSummary();
  const setRead = useSetContactMessageRead();
  const deletion = useDeleteQuestion<ContactMessage>(useDeleteContactMessage(), {
    title: t('deleteThisMessage', 'Delete this message?'),
    question: (message) =>
      t(
        'theMessageFromNameSubjectWillBeRemovedForGood',
        'The message from {{name}} (“{{subject}}”) will be removed for good.',
        { name: message.name, subject: message.subject },
      ),
    done: t('messageDeleted', 'Message deleted.'),
    failed: t('deleteFailed', 'Delete failed'),
    fallback: unknownErrorMessage(),
    waits: true,
  });

  const unread = summary.data?.unreadMessages ?? 0;

  const markRead = (message: ContactMessage, read: boolean, announce: boolean) =>
    setRead.mutate(
      { id: message._id, read },
      {
        onSuccess: () => {
          if (announce)
            toast.success(
              read
                ? t('markedAsRead', 'Marked as read.')
                : t('markedAsUnread', 'Marked as unread.'),
            );
        },
        onError: (error) =>
          toast.error(
            t('updateFailedError', 'Update failed: {{error}}', {
              error: errorMessage(error, unknownErrorMessage()),
            }),
          ),
      },
    );

  const toggle = (message: ContactMessage) => {
    const opening = openId !== message._id;
    setOpenId(opening ? message._id : null);
    // Opening a message is reading it.
    if (opening && message.read_at === null) markRead(message, true, false);
  };

  const tabs = [
    { id: 'all', label: t('all', 'All') },
    {
      id: 'unread',
      label: (
        <span className="inline-flex items-center gap-2">
          {t('unread', 'Unread')}
          <UnreadBadge count={unread} />
        </span>
      ),
    },
    { id: 'read', label: t('read', 'Read') },
  ] as const;

  return (
    <AdminScreen
      title={t('contactMessages', 'Contact Messages')}
      summary={
        summary.data
          ? unread === 0
            ? t('everyMessageHasBeenRead', 'Every message has been read.')
            : t('unreadMessagesFromTheContactPage', {
                count: unread,
                defaultValue_one: '{{count}} unread message from the contact page.',
                defaultValue_other: '{{count}} unread messages from the contact page.',
              })
          : t('messagesFromTheContactPage', 'Messages from the contact page.')
      }
      actions={
        <ButtonLink to={paths.admin.subscribers} variant="outline">
          <Icon name="users" className="size-4" />
          {t('newsletterSubscribers', 'Newsletter Subscribers')}
        </ButtonLink>
      }
    >
      <Tabs
        label={t('filterMessages', 'Filter messages')}
        items={tabs}
        value={filter}
        onChange={(next) => {
          setFilter(next);
          setOpenId(null);
        }}
      >
        <AdminList
          query={messages}
          label={t('messages', 'Messages')}
          loadingLabel={t('loadingMessages', 'Loading messages…')}
          errorTitle={t('messagesCouldNotBeLoaded', 'Messages could not be loaded')}
          empty={{ icon: 'inbox', ...emptyTexts(t)[filter] }}
          className="flex flex-col gap-3"
          footer={
            <LoadMore query={messages} count={loadedOf(messages, t('messagesNoun', 'messages'))}>
              {t('loadOlderMessages', 'Load older messages')}
            </LoadMore>
          }
        >
          {(message) => (
            <InboxMessageItem
              key={message._id}
              message={message}
              open={openId === message._id}
              onToggle={() => toggle(message)}
              onSetRead={(read) => markRead(message, read, true)}
              onDelete={() => deletion.ask(message)}
            />
          )}
        </AdminList>
      </Tabs>
      {deletion.dialog}
    </AdminScreen>
  );
}
