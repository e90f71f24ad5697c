import { describe, expect, it } from 'vitest';
import {
  canonicalRoomId,
  emojiSchema,
  mergeChatMessages,
  privateRoomId,
  privateRoomMembers,
  sendMessageInputSchema,
} from './chat';

const m = (seq: number, extra: object = {}) => ({ _id: `id-${seq}`, seq, ...extra });

describe('merging chat messages', () => {
  it('keeps each message once, in sequence order, whatever order they arrive in', () => {
    const current = [m(1), m(2), m(4)];
    const merged = mergeChatMessages(current, [m(5), m(3), m(4), m(2)]);
    expect(merged.map((message) => message.seq)).toEqual([1, 2, 3, 4, 5]);
  });

  it('lets a newer copy of a message replace the older, but never undoes a receipt', () => {
    expect(mergeChatMessages([m(1, { read: false })], [m(1, { read: true })])).toEqual([
      m(1, { read: true }),
    ]);
    const late = mergeChatMessages(
      [m(1, { delivered: true, read: false, reactions: {} })],
      [m(1, { delivered: false, read: false, reactions: { '🙏': 1 } })],
    );
    expect(late).toEqual([m(1, { delivered: true, read: false, reactions: { '🙏': 1 } })]);
  });
});

describe('private room ids', () => {
  const a = '11111111-1111-4111-8111-111111111111';
  const b = '22222222-2222-4222-8222-222222222222';
  it('are the two ids sorted and joined by a dash, and read back the same way', () => {
    expect(privateRoomId(b, a)).toBe(`${a}-${b}`);
    expect(privateRoomMembers(privateRoomId(b, a))).toEqual([a, b]);
    expect(privateRoomMembers(`${b}-${a}`)).toBeNull();
    expect(privateRoomMembers('community')).toBeNull();
  });

  it('name one room whatever the letter case or order the ids are written in', () => {
    const c = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
    expect(privateRoomId(a, c.toUpperCase())).toBe(`${a}-${c}`);
    expect(canonicalRoomId(`${c.toUpperCase()}-${a}`)).toBe(`${a}-${c}`);
    expect(canonicalRoomId('community')).toBe('community');
  });
});

describe('chat input', () => {
  it('refuses blank text and accepts what the specification sends', () => {
    expect(sendMessageInputSchema.safeParse({ content: ' \n ' }).success).toBe(false);
    expect(
      sendMessageInputSchema.parse({
        content: 'Hi',
        authorId: 'x',
        authorName: 'y',
        authorAvatar: null,
        recipientId: null,
        chatType: 'community',
        isImage: false,
        replyTo: null,
      }),
    ).toMatchObject({ content: 'Hi', chatType: 'community', isImage: false });
  });

  it('takes emoji, including skin tones and joined ones, and nothing else', () => {
    for (const emoji of ['👍', '❤️', '😂', '🙏🏾', '👨‍👩‍👧'])
      expect(emojiSchema.safeParse(emoji).success).toBe(true);
    for (const text of ['', 'ok', '<b>', '👍 ', '1'])
      expect(emojiSchema.safeParse(text).success).toBe(false);
  });
});
