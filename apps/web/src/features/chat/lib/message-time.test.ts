import { describe, expect, it } from 'vitest';
import { messageTime, presenceText, typingText, unreadBadge } from './message-time';

const now = new Date('2026-11-23T15:00:00');

describe('chat texts', () => {
  it('shows a time under 24 hours and a short date after', () => {
    expect(messageTime('2026-11-23T09:05:00', now)).toBe('9:05 AM');
    expect(messageTime('2026-11-22T15:30:00', now)).toBe('3:30 PM');
    expect(messageTime('2026-11-20T15:30:00', now)).toBe('Nov 20');
  });

  it('says who is online, when they were last seen, or offline', () => {
    expect(presenceText({ online: true, lastSeen: null }, now)).toBe('Online now');
    expect(presenceText({ online: false, lastSeen: '2026-11-23T14:10:00' }, now)).toBe(
      'Last seen 2:10 PM',
    );
    expect(presenceText({ online: false, lastSeen: null }, now)).toBe('Offline');
  });

  it('caps the unread badge at 9+', () => {
    expect(unreadBadge(0)).toBeNull();
    expect(unreadBadge(9)).toBe('9');
    expect(unreadBadge(10)).toBe('9+');
  });

  it('names one typist and counts several', () => {
    expect(typingText([])).toBeNull();
    expect(typingText(['Ann'])).toBe('Ann is typing');
    expect(typingText(['Ann', 'Ben'])).toBe('2 people are typing');
  });
});
