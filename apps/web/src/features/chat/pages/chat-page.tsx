import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { chatLimits, chatTexts, privateRoomMembers, type ReplyTo } from '@torch/contract';
import { DocumentTitle } from '../../../shared/ui/document-title';
import { useAuth } from '../../auth';
import {
  reactToMessage,
  roomMessagesQueryOptions,
  useChatMembers,
  useConversations,
  useUnreadCounts,
} from '../api';
import { ChatHeader } from '../components/chat-header';
import { ChatSidebar } from '../components/chat-sidebar';
import { personAsMember } from '../components/church-people';
import { Composer } from '../components/composer';
import { ConversationsDrawer } from '../components/conversations-drawer';
import { ImageViewer } from '../components/image-viewer';
import { SendHoldNotice } from '../components/send-hold-notice';
import type { MessageView } from '../components/message-item';
import { groupMessages, MessageList } from '../components/message-list';
import { useChatLive } from '../hooks/use-chat-live';
import { useOnlineMembers } from '../hooks/use-online-members';
import { useImageSend } from '../hooks/use-image-send';
import { useOlderMessages } from '../hooks/use-older-messages';
import { useOutbox } from '../hooks/use-outbox';
import { useReadReceipts } from '../hooks/use-read-receipts';
import { useTypingSender } from '../hooks/use-typing-sender';
import { isSmallChurch } from '../lib/directory';
import { presenceText, typingText } from '../lib/message-time';
import { adminRoom, communityRoom, privateRoom, type ChatRoom } from '../lib/rooms';
import { useTranslation } from 'react-i18next';

const ROOM_PARAM = 'room';

/** The members' chat (docs/product.md#chat): rooms, live messages, receipts, reactions, typing. */
export function ChatPage() {
  const { user, isAdmin } = useAuth();
  if (!user) return null;
  return (
    <ChatScreen myId={user.id} myName={user.fullName} myAvatar={user.avatarUrl} isAdmin={isAdmin} />
  );
}

function ChatScreen({
  myId,
  myName,
  myAvatar,
  isAdmin,
}: {
  myId: string;
  myName: string;
  myAvatar: string | null;
  isAdmin: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const members = useChatMembers(myId);
  const large = members.data !== undefined && !isSmallChurch(members.data.total);
  const conversations = useConversations(large);
  // A large church's directory holds only its first page: who is online comes from the socket.
  const onlineNow = useOnlineMembers(large, myId);
  /** The person last chosen in a large church's sidebar, who may be in no list held. */
  const [picked, setPicked] = useState<ChatRoom | null>(null);
  const unread = useUnreadCounts();
  const room = useMemo<ChatRoom | null>(() => {
    const wanted = searchParams.get(ROOM_PARAM) ?? communityRoom.id;
    if (wanted === adminRoom.id) return isAdmin ? adminRoom : communityRoom;
    const pair = privateRoomMembers(wanted);
    if (!pair || !pair.includes(myId)) return communityRoom;
    const other = members.data?.members.find((member) => pair.includes(member.id));
    if (other) return privateRoom(myId, other);
    if (picked?.id === wanted) return picked;
    const talked = conversations.data?.find((conversation) => conversation.roomId === wanted);
    if (talked) return privateRoom(myId, personAsMember(talked.other, talked.other.online));
    return members.isPending || (large && conversations.isPending) ? null : communityRoom;
  }, [
    searchParams,
    isAdmin,
    myId,
    members.data,
    members.isPending,
    picked,
    conversations.data,
    conversations.isPending,
    large,
  ]);
  const roomId = room?.id ?? communityRoom.id;

  const { connected, typing } = useChatLive(myId, roomId);
  const messages = useQuery({
    ...roomMessagesQueryOptions(room ?? communityRoom, queryClient, connected),
    enabled: room !== null,
  });
  useReadReceipts(roomId, messages.data, myId);
  const { pending, send } = useOutbox(myId);
  const onTyping = useTypingSender(roomId, myName);

  const { olderState, loadOlder } = useOlderMessages(room, messages.data);
  const [replyTo, setReplyTo] = useState<ReplyTo | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);

  const selectRoom = (next: ChatRoom) => {
    if (next.member) setPicked(next);
    setDrawerOpen(false);
    setReplyTo(null);
    setSearchParams(next.id === communityRoom.id ? {} : { [ROOM_PARAM]: next.id }, {
      replace: true,
    });
  };

  const compose = (content: string, isImage: boolean) => {
    if (!room) return;
    send({
      clientId: crypto.randomUUID(),
      roomId: room.id,
      chatType: room.type,
      recipientId: room.member?.id ?? null,
      content: isImage ? content : content.trim(),
      isImage,
      replyTo,
    });
    setReplyTo(null);
  };

  const { uploading, sendImage } = useImageSend((url) => compose(url, true));

  const react = useCallback((messageId: string, emoji: string) => {
    reactToMessage(messageId, emoji).catch(() => toast.error(chatTexts.reactionFailed));
  }, []);
  const reply = useCallback(
    (message: MessageView['message']) => {
      setReplyTo({
        messageId: message._id,
        content: message.isImage
          ? t('image', 'Image')
          : message.content.slice(0, chatLimits.replyPreviewLength),
        authorName: message.authorName,
      });
    },
    [t],
  );

  // After a 429 everything typed waits behind the refused message, in every room of this tab.
  const held = pending.filter((item) => item.status === 'waiting');
  const heldUntil = held.some((item) => item.retryAt !== undefined)
    ? Math.max(...held.map((item) => item.retryAt ?? 0))
    : null;

  const views = useMemo(() => {
    const stored = (messages.data ?? []).map((message) => ({
      authorId: message.authorId,
      view: { message, mine: message.authorId === myId, pending: false },
    }));
    // The socket may bring the stored copy before the POST answers: show it once.
    const storedClientIds = new Set(messages.data?.map((message) => message.clientId));
    const waiting = pending
      .filter((item) => item.roomId === roomId && !storedClientIds.has(item.clientId))
      .map((item) => ({
        authorId: myId,
        view: {
          message: {
            _id: item.clientId,
            content: item.content,
            authorName: myName,
            authorAvatar: myAvatar,
            isImage: item.isImage,
            replyTo: item.replyTo,
            reactions: {},
            created_at: item.createdAt,
          },
          mine: true,
          pending: true,
          waitingUntil: item.status === 'waiting' ? (heldUntil ?? undefined) : undefined,
        },
      }));
    return groupMessages([...stored, ...waiting]);
  }, [messages.data, pending, heldUntil, roomId, myId, myName, myAvatar]);

  const onlineCount =
    (large
      ? (onlineNow?.length ?? 0)
      : (members.data?.members ?? []).filter((member) => member.online).length) + 1;
  const subtitle = !room
    ? ''
    : room.member
      ? presenceText(room.member)
      : room.type === 'admin'
        ? t('adminsAndSuperadmins', 'Admins and Super-Admins')
        : t('countOnline', '{{count}} online', { count: onlineCount });
  const typingLine = typingText(typing);

  const sidebar = (
    <ChatSidebar
      myId={myId}
      isAdmin={isAdmin}
      members={members.data?.members}
      membersLoading={members.isPending}
      total={members.data?.total}
      onlineNow={onlineNow}
      onlineCount={onlineCount}
      unread={unread.data ?? {}}
      activeRoomId={roomId}
      onSelect={selectRoom}
    />
  );

  return (
    <div className="flex h-dvh bg-ink-900 text-cream-50">
      <DocumentTitle
        title={room ? t('roomNameChat', '{{name}} · Chat', { name: room.name }) : t('chat', 'Chat')}
      />
      <aside className="hidden w-80 shrink-0 border-r border-white/10 md:block">{sidebar}</aside>
      <ConversationsDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)}>
        {sidebar}
      </ConversationsDrawer>
      <main className="flex min-w-0 flex-1 flex-col">
        <ChatHeader
          title={room?.name ?? t('chat', 'Chat')}
          subtitle={subtitle}
          connected={connected}
          onOpenMenu={() => setDrawerOpen(true)}
        />
        <MessageList
          views={views}
          myId={myId}
          loading={!room || messages.isPending}
          canLoadOlder={olderState !== 'none'}
          loadingOlder={olderState === 'loading'}
          onLoadOlder={() => void loadOlder()}
          onReact={react}
          onReply={reply}
          onOpenImage={setViewing}
        />
        <p className="h-5 px-5 text-xs text-cream-300 italic" aria-live="polite">
          {typingLine ?? ''}
        </p>
        {heldUntil !== null && <SendHoldNotice until={heldUntil} count={held.length} />}
        <Composer
          key={roomId}
          onSend={(text) => compose(text, false)}
          onImage={(file) => void sendImage(file)}
          uploading={uploading}
          onTyping={onTyping}
          replyTo={replyTo}
          onCancelReply={() => setReplyTo(null)}
          myId={myId}
          mentions={room !== null && room.type !== 'private'}
        />
      </main>
      {viewing && <ImageViewer url={viewing} onClose={() => setViewing(null)} />}
    </div>
  );
}
