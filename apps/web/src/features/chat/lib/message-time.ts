import { clockTime, shortDate } from '../../../shared/lib/format-date';
import { i18next } from '../../../shared/i18n';

/**
 * Chat timestamps (docs/product.md#chat): the time when under 24 hours old, otherwise a short date.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

export function messageTime(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  return now.getTime() - at.getTime() < DAY_MS ? clockTime(at) : shortDate(at);
}

/** 'Online now', 'Last seen {time}' or 'Offline' (docs/product.md#chat). */
export function presenceText(
  member: { online: boolean; lastSeen: string | null },
  now: Date = new Date(),
): string {
  if (member.online) return i18next.t('onlineNow', 'Online now');
  if (member.lastSeen)
    return i18next.t('lastSeenTime', 'Last seen {{time}}', {
      time: messageTime(member.lastSeen, now),
    });
  return i18next.t('offline', 'Offline');
}

/** '9+' once there are more than nine. */
export function unreadBadge(count: number): string | null {
  if (count <= 0) return null;
  return count > 9 ? '9+' : String(count);
}

/** '{name} is typing' or '{n} people are typing'. */
export function typingText(names: string[]): string | null {
  if (names.length === 0) return null;
  if (names.length === 1)
    return i18next.t('nameIsTyping', '{{name}} is typing', { name: names[0] });
  return i18next.t('countPeopleAreTyping', '{{count}} people are typing', { count: names.length });
}
