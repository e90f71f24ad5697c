/** The conversations of the chat (docs/product.md#chat). */
import {
  ADMIN_ROOM,
  COMMUNITY_ROOM,
  privateRoomId,
  type ChatMember,
  type ChatType,
} from '@torch/contract';

export interface ChatRoom {
  id: string;
  name: string;
  type: ChatType;
  avatar: string | null;
  /** The other member of a private room. */
  member?: ChatMember;
}

export const communityRoom: ChatRoom = {
  id: COMMUNITY_ROOM,
  name: 'Community Chat',
  type: 'community',
  avatar: null,
};

export const adminRoom: ChatRoom = {
  id: ADMIN_ROOM,
  name: 'Admin Chat',
  type: 'admin',
  avatar: null,
};

export function privateRoom(myId: string, member: ChatMember): ChatRoom {
  return {
    id: privateRoomId(myId, member.id),
    name: member.fullName,
    type: 'private',
    avatar: member.avatarUrl,
    member,
  };
}
