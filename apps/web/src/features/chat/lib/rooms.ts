/** The conversations of the chat (docs/product.md#chat). */
import {
  ADMIN_ROOM,
  COMMUNITY_ROOM,
  privateRoomId,
  type ChatMember,
  type ChatType,
} from '@torch/contract';
import { i18next } from '../../../shared/i18n';

export interface ChatRoom {
  id: string;
  name: string;
  type: ChatType;
  avatar: string | null;
  /** The other member of a private room. */
  member?: ChatMember;
}

// The two rooms' names are getters: read when drawn, in the language of the moment, never at import.
export const communityRoom: ChatRoom = {
  id: COMMUNITY_ROOM,
  get name() {
    return i18next.t('communityChat', 'Community Chat');
  },
  type: 'community',
  avatar: null,
};

export const adminRoom: ChatRoom = {
  id: ADMIN_ROOM,
  get name() {
    return i18next.t('adminChat', 'Admin Chat');
  },
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
