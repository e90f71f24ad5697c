/**
 * The chat's live side (docs/product.md#chat): joins the open room, merges pushed messages and
 * receipts into the cached rooms, confirms delivery, counts unread in other rooms, shows who is
 * typing (expiring after 3 s), keeps presence current and pings activity. On every (re)connect
 * it catches up on what it missed.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import {
  chatLimits,
  type ChatMember,
  type ServerToClientEvents,
  type UnreadCounts,
} from '@torch/contract';
import { acquireSocket, socketConnection } from '../../../shared/api/socket-client';
import {
  allRoomMessagesQueryKey,
  chatKeys,
  chatMembersQueryKey,
  type ChatDirectory,
  unreadCountsQueryKey,
  updateHeldMessage,
} from '../api';
import { holdMessage } from './use-outbox';

interface Typist {
  name: string;
  chatId: string;
  until: number;
}

/** Input events ping activity at most this often; the 30 s timer covers quiet reading. */
const ACTIVITY_THROTTLE_MS = 10_000;

export function useChatLive(
  myId: string,
  roomId: string,
): { connected: boolean; typing: string[] } {
  const queryClient = useQueryClient();
  const connected = useSyncExternalStore(
    socketConnection.subscribe,
    socketConnection.isConnected,
    () => false,
  );
  const [typists, setTypists] = useState<Record<string, Typist>>({});
  const openRoom = useRef(roomId);
  useEffect(() => {
    openRoom.current = roomId;
  }, [roomId]);

  useEffect(() => {
    const { socket, release } = acquireSocket();
    const join = () => socket.emit('join-room', roomId);
    if (socket.connected) join();
    socket.on('connect', join);
    return () => {
      socket.emit('leave-room', roomId);
      socket.off('connect', join);
      release();
    };
  }, [roomId]);

  useEffect(() => {
    const { socket, release } = acquireSocket();
    const setMember = (userId: string, change: Partial<ChatMember>) =>
      queryClient.setQueryData<ChatDirectory>(chatMembersQueryKey, (directory) =>
        directory
          ? {
              ...directory,
              members: directory.members.map((member) =>
                member.id === userId ? { ...member, ...change } : member,
              ),
            }
          : directory,
      );
    const dropTypist = (userId: string) =>
      setTypists((current) => {
        if (!(userId in current)) return current;
        const { [userId]: _gone, ...rest } = current;
        return rest;
      });

    // Payload types come from the contract's event map.
    const handlers: Partial<ServerToClientEvents> = {
      'new-message': (message) => {
        holdMessage(queryClient, message);
        // A private message moves its conversation to the top of a large church's sidebar.
        if (message.chatType === 'private')
          void queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
        if (message.authorId === myId) return;
        if (message.authorId) dropTypist(message.authorId);
        socket.emit('message-delivered', message._id);
        if (message.roomId !== openRoom.current)
          queryClient.setQueryData<UnreadCounts>(unreadCountsQueryKey, (counts) => ({
            ...counts,
            [message.roomId]: (counts?.[message.roomId] ?? 0) + 1,
          }));
      },
      'message-status-updated': (status) =>
        updateHeldMessage(queryClient, status.messageId, (message) => ({
          ...message,
          delivered: message.delivered || status.delivered,
          read: message.read || status.read,
        })),
      'message-read': ({ messageId }) =>
        updateHeldMessage(queryClient, messageId, (message) => ({
          ...message,
          delivered: true,
          read: true,
        })),
      'reaction-added': ({ messageId, reactions }) =>
        updateHeldMessage(queryClient, messageId, (message) => ({ ...message, reactions })),
      'user-typing': ({ userId, userName, chatId }) => {
        if (userId === myId) return;
        setTypists((current) => ({
          ...current,
          [userId]: { name: userName, chatId, until: Date.now() + chatLimits.typingExpiryMs },
        }));
      },
      'user-stopped-typing': ({ userId }) => dropTypist(userId),
      'user-online': ({ userId }) => setMember(userId, { online: true }),
      'user-offline': ({ userId, lastSeen }) => setMember(userId, { online: false, lastSeen }),
    };
    // Whatever was missed while away: new messages per held room, and the unread counts.
    const onConnect = () => {
      void queryClient.invalidateQueries({ queryKey: allRoomMessagesQueryKey });
      void queryClient.invalidateQueries({ queryKey: unreadCountsQueryKey });
      void queryClient.invalidateQueries({ queryKey: chatMembersQueryKey });
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
    };

    const listening = Object.entries(handlers) as [keyof ServerToClientEvents, never][];
    for (const [event, handler] of listening) socket.on(event, handler);
    socket.on('connect', onConnect);
    return () => {
      for (const [event, handler] of listening) socket.off(event, handler);
      socket.off('connect', onConnect);
      release();
    };
  }, [queryClient, myId]);

  // Remote typing lines expire on their own if the stop event never comes.
  useEffect(() => {
    const timer = setInterval(() => {
      setTypists((current) => {
        const now = Date.now();
        const alive = Object.entries(current).filter(([, typist]) => typist.until > now);
        return alive.length === Object.keys(current).length ? current : Object.fromEntries(alive);
      });
    }, 500);
    return () => clearInterval(timer);
  }, []);

  // Activity: every 30 s while connected, and on input (throttled).
  useEffect(() => {
    const { socket, release } = acquireSocket();
    let last = 0;
    const ping = () => {
      if (!socket.connected) return;
      last = Date.now();
      socket.emit('user-activity');
    };
    const onInput = () => {
      if (Date.now() - last > ACTIVITY_THROTTLE_MS) ping();
    };
    const timer = setInterval(ping, chatLimits.activityPingMs);
    window.addEventListener('keydown', onInput);
    window.addEventListener('pointerdown', onInput);
    return () => {
      clearInterval(timer);
      window.removeEventListener('keydown', onInput);
      window.removeEventListener('pointerdown', onInput);
      release();
    };
  }, []);

  const typing = Object.values(typists)
    .filter((typist) => typist.chatId === roomId)
    .map((typist) => typist.name);
  return { connected, typing };
}
