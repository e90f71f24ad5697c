import {
  privateRoomId,
  type ChatMember,
  type OnlineMember,
  type UnreadCounts,
} from '@torch/contract';
import { Avatar } from '../../../shared/ui/avatar';
import { Icon } from '../../../shared/ui/icon';
import { useConversations } from '../api';
import { messageTime } from '../lib/message-time';
import { privateRoom, type ChatRoom } from '../lib/rooms';
import { MemberSearch } from './member-search';
import { RoomButton } from './room-button';
import { useTranslation } from 'react-i18next';

/** Someone known only by id, name and picture, as a chat room needs them. */
export function personAsMember(
  person: { id: string; fullName: string; avatarUrl: string | null },
  online: boolean,
): ChatMember {
  return { ...person, _id: person.id, role: 'User', createdAt: '', online, lastSeen: null };
}

const heading = 'mt-4 px-3 pb-1 text-xs font-semibold tracking-wider text-cream-300 uppercase';

/**
 * A large church's people (lib/directory.ts): a search over every member, your conversations
 * (most recent first, with the last message and unread badge) and who is online now, live from
 * the socket.
 */
export function ChurchPeople({
  myId,
  online,
  unread,
  activeRoomId,
  onSelect,
}: {
  myId: string;
  /** From the socket; undefined until it answers. */
  online: OnlineMember[] | undefined;
  unread: UnreadCounts;
  activeRoomId: string;
  onSelect: (room: ChatRoom) => void;
}) {
  const { t } = useTranslation();
  const conversations = useConversations(true);
  const onlineIds = new Set((online ?? []).map((member) => member.id));
  const open = (member: ChatMember) => onSelect(privateRoom(myId, member));
  const picture = (person: { fullName: string; avatarUrl: string | null }, isOnline: boolean) => (
    <span className="relative">
      <Avatar name={person.fullName} src={person.avatarUrl} className="ring-ink-900" />
      <span
        className={`absolute right-0 bottom-0 size-3 rounded-full ring-2 ring-ink-900 ${isOnline ? 'bg-emerald-400' : 'bg-ink-400'}`}
        aria-hidden="true"
      />
    </span>
  );

  return (
    <>
      <h2 className={heading}>{t('findAMember', 'Find a member')}</h2>
      <MemberSearch myId={myId} onPick={open} />

      <h2 className={heading}>{t('conversations', 'Conversations')}</h2>
      {conversations.isPending && (
        <p role="status" className="px-3 text-sm text-cream-300">
          {t('loadingConversations', 'Loading conversations…')}
        </p>
      )}
      {conversations.isError && (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 text-sm text-cream-300"
        >
          {t('yourConversationsCouldNotBeLoaded', 'Your conversations could not be loaded.')}
          <button
            type="button"
            onClick={() => void conversations.refetch()}
            disabled={conversations.isFetching}
            className="inline-flex items-center gap-1 rounded-full px-2 py-1 font-semibold text-white underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-ember-400 focus-visible:outline-none disabled:opacity-60"
          >
            <Icon name="refresh" className="size-4" />
            {t('tryAgain', 'Try again')}
          </button>
        </div>
      )}
      {conversations.data?.length === 0 && (
        <p className="px-3 text-sm text-cream-300">
          {t('noConversationsYetFindAMemberAbove', 'No conversations yet: find a member above.')}
        </p>
      )}
      {conversations.data?.map((conversation) => {
        const isOnline = onlineIds.has(conversation.other.id) || conversation.other.online;
        const last = conversation.lastMessage;
        return (
          <RoomButton
            key={conversation.roomId}
            active={activeRoomId === conversation.roomId}
            onSelect={() => open(personAsMember(conversation.other, isOnline))}
            picture={picture(conversation.other, isOnline)}
            name={conversation.other.fullName}
            detail={
              last.mine
                ? t('youPreviewAtTime', 'You: {{preview}} · {{time}}', {
                    preview: last.preview,
                    time: messageTime(last.createdAt),
                  })
                : t('previewAtTime', '{{preview}} · {{time}}', {
                    preview: last.preview,
                    time: messageTime(last.createdAt),
                  })
            }
            unread={unread[conversation.roomId] ?? conversation.unread}
          />
        );
      })}

      <h2 className={heading}>
        {online
          ? t('onlineNowCount', 'Online now ({{count}})', { count: online.length })
          : t('onlineNow', 'Online now')}
      </h2>
      {online === undefined && (
        <p role="status" className="px-3 text-sm text-cream-300">
          {t('askingWhoIsHere', 'Asking who is here…')}
        </p>
      )}
      {online?.length === 0 && (
        <p className="px-3 text-sm text-cream-300">
          {t('nobodyElseIsInTheChatNow', 'Nobody else is in the chat now.')}
        </p>
      )}
      {online?.map((person) => (
        <RoomButton
          key={person.id}
          active={activeRoomId === privateRoomId(myId, person.id)}
          onSelect={() => open(personAsMember(person, true))}
          picture={picture(person, true)}
          name={person.fullName}
          detail={t('onlineNow', 'Online now')}
          unread={unread[privateRoomId(myId, person.id)] ?? 0}
        />
      ))}
    </>
  );
}
