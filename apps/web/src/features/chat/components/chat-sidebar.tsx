import type { ChatMember, UnreadCounts } from '@torch/contract';
import { privateRoomId } from '@torch/contract';
import { Avatar } from '../../../shared/ui/avatar';
import { Icon } from '../../../shared/ui/icon';
import { Skeleton } from '../../../shared/ui/skeleton';
import { presenceText } from '../lib/message-time';
import { adminRoom, communityRoom, privateRoom, type ChatRoom } from '../lib/rooms';
import { RoomButton } from './room-button';

function RoomIcon({ name }: { name: 'users' | 'shield' }) {
  return (
    <span className="flame-bg flex size-11 shrink-0 items-center justify-center rounded-full text-white">
      <Icon name={name} className="size-5" />
    </span>
  );
}

/**
 * Community, Admin (for admins) and a private room with every other member (docs/product.md#chat).
 */
export function ChatSidebar({
  myId,
  isAdmin,
  members,
  membersLoading,
  unread,
  activeRoomId,
  onSelect,
}: {
  myId: string;
  isAdmin: boolean;
  members: ChatMember[] | undefined;
  membersLoading: boolean;
  unread: UnreadCounts;
  activeRoomId: string;
  onSelect: (room: ChatRoom) => void;
}) {
  const online = (members ?? []).filter((member) => member.online).length + 1;
  return (
    <nav aria-label="Conversations" className="flex h-full flex-col gap-1 overflow-y-auto p-3">
      <RoomButton
        active={activeRoomId === communityRoom.id}
        onSelect={() => onSelect(communityRoom)}
        picture={<RoomIcon name="users" />}
        name={communityRoom.name}
        detail={`${online} online`}
        unread={unread[communityRoom.id] ?? 0}
      />
      {isAdmin && (
        <RoomButton
          active={activeRoomId === adminRoom.id}
          onSelect={() => onSelect(adminRoom)}
          picture={<RoomIcon name="shield" />}
          name={adminRoom.name}
          detail="Staff only"
          unread={unread[adminRoom.id] ?? 0}
        />
      )}
      <h2 className="mt-4 px-3 pb-1 text-xs font-semibold tracking-wider text-cream-300 uppercase">
        Private Messages
      </h2>
      {membersLoading && (
        <div className="flex flex-col gap-2 px-3" aria-busy="true">
          <span role="status" className="sr-only">
            Loading members…
          </span>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-12 rounded-2xl bg-white/10" />
          ))}
        </div>
      )}
      {members?.length === 0 && (
        <p className="px-3 text-sm text-cream-300">No other members yet.</p>
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
    </nav>
  );
}
