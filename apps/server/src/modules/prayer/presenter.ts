/** The two views of a prayer request: the staff's (everything) and the wall's (nothing private). */
import type { PrayerRequest, PublicPrayerRequest } from '@torch/contract';
import type { prayerRequests } from '../../db/schema';

type PrayerRow = typeof prayerRequests.$inferSelect;

export function toPrayerRequestDto(row: PrayerRow): PrayerRequest {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    request_text: row.requestText,
    is_private: row.isPrivate,
    is_answered: row.isAnswered,
    avatar_url: row.avatarUrl,
    user_id: row.userId,
    created_at: row.createdAt.toISOString(),
  };
}

/** No e-mail and no real user id ever reach the wall (docs/decisions/006-public-prayer-view.md). */
export function toPublicPrayerRequestDto(row: PrayerRow): PublicPrayerRequest {
  return {
    _id: row.id,
    name: row.name,
    request_text: row.requestText,
    is_private: false,
    is_answered: row.isAnswered,
    avatar_url: row.avatarUrl,
    user_id: row.userId ? 'member' : null,
    is_member: row.userId !== null,
    created_at: row.createdAt.toISOString(),
  };
}
