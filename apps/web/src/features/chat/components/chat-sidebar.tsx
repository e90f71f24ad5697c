import type { ChatMember, OnlineMember, UnreadCounts } from '@torch/contract';
import { privateRoomId } from '@torch/contract';
import { Avatar } from '../../../shared/ui/avatar';
import { Icon } from '../../../shared/ui/icon';
import { Skeleton } from '../../../shared/ui/skeleton';
import { isSmallChurch } from '../lib/directory';
import { presenceText } from '../lib/message-time';
import { adminRoom, communityRoom, privateRoom, type ChatRoom } from '../lib/rooms';
import { ChurchPeople } from './church-people';
import { RoomButton } from './room-button';
import { useTranslation } from 'react-i18next';

function RoomIcon({ name }: { name: 'users' | 'shield' }) {
  return (
    <span className="flame-bg flex size-11 shrink-0 items-center justify-center rounded-full text-white">
      <Icon name={name} className="size-5" />
    </span>
  );
}

/**
 * Community, Admin (for admins), then people (docs/product.md#chat): in a small church a private
 * room with every other member, as the product always did; beyond SMALL_CHURCH_MEMBERS (the
 * server's total, lib/directory.ts) a search, your conversations and who is online now.
 */
export function ChatSidebar({
  myId,
  isAdmin,
  members,
  membersLoading,
  total,
  onlineNow,
  onlineCount,
  unread,
  activeRoomId,
  onSelect,
}: {
  myId: string;
  isAdmin: boolean;
  members: ChatMember[] | undefined;
  membersLoading: boolean;
  /** Every member, you included, as the server counts them; undefined until known. */
  total: number | undefined;
  /** A large church's online members, from the socket (hooks/use-online-members.ts). */
  onlineNow: OnlineMember[] | undefined;
  /** Everyone in the chat, you included. */
  onlineCount: number;
  unread: UnreadCounts;
  activeRoomId: string;
  onSelect: (room: ChatRoom) => void;
}) {
  const { t } = useTranslation();
  const large = total !== undefined && !isSmallChurch(total);
  // What either list of people needs, large church or small.
  const people = { myId, unread, activeRoomId, onSelect };
  return (
    <nav
      aria-label={t('conversations', 'Conversations')}
      className="flex h-full flex-col gap-1 overflow-y-auto p-3"
    >
      <RoomButton
        active={activeRoomId === communityRoom.id}
        onSelect={() => onSelect(communityRoom)}
        picture={<RoomIcon name="users" />}
        name={communityRoom.name}
        detail={t('countOnline', '{{count}} online', { count: onlineCount })}
        unread={unread[communityRoom.id] ?? 0}
      />
      {isAdmin && (
        <RoomButton
          active={activeRoomId === adminRoom.id}
          onSelect={() => onSelect(adminRoom)}
          picture={<RoomIcon name="shield" />}
          name={adminRoom.name}
          detail={t('staffOnly', 'Staff only')}
          unread={unread[adminRoom.id] ?? 0}
        />
      )}
      {large ? (
        <ChurchPeople {...people} online={onlineNow} />
      ) : (
        <SmallChurchPeople {...people} members={members} membersLoading={membersLoading} />
      )}
    </nav>
  );
}

/** Every other member, online first (the product's original sidebar). */
function SmallChurchPeople({
  myId,
  members,
  membersLoading,
  unread,
  activeRoomId,
  onSelect,
}: {
  myId: string;
  members: ChatMember[] | undefined;
  membersLoading: boolean;
  unread: UnreadCounts;
  activeRoomId: string;
  onSelect: (room: ChatRoom) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <h2 className="mt-4 px-3 pb-1 text-xs font-semibold tracking-wider text-cream-300 uppercase">
        {t('privateMessages', 'Private Messages')}
      </h2>
      {membersLoading && (
        <div className="flex flex-col gap-2 px-3" aria-busy="true">
          <span role="status" className="sr-only">
            {t('loadingMembers', 'Loading members…')}
          </span>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-12 rounded-2xl bg-white/10" />
          ))}
        </div>
      )}
      {members?.length === 0 && (
        <p className="px-3 text-sm text-cream-300">
          {t('noOtherMembersYet', 'No other members yet.')}
        </p>
      )}
      {members?.map((member) => {
        const room = privateRoom(myId, member);
        return (
          <RoomButton
            key={member.id}
            active={activeRoomId === room.id}
            onSelect={() => onSelect(room)}
            picture={
              <span className="relative">
                <Avatar name={member.fullName} src={member.avatarUrl} className="ring-ink-900" />
                <span
                  className={`absolute right-0 bottom-0 size-3 rounded-full ring-2 ring-ink-900 ${member.online ? 'bg-emerald-400' : 'bg-ink-400'}`}
                  aria-hidden="true"
                />
              </span>
            }
            name={member.fullName}
            detail={presenceText(member)}
            unread={unread[privateRoomId(myId, member.id)] ?? 0}
          />
        );
      })}
    </>
  );
}
