/** The one place a user row becomes the API's user shape. */
import type { User } from '@torch/contract';

interface UserLike {
  id: string;
  fullName: string;
  email: string;
  avatarUrl: string | null;
  role: User['role'];
  createdAt: Date;
}

export function toUserDto(user: UserLike): User {
  return {
    id: user.id,
    _id: user.id,
    fullName: user.fullName,
    email: user.email,
    avatarUrl: user.avatarUrl,
    role: user.role,
    createdAt: user.createdAt.toISOString(),
  };
}

/** What one member may see of another: no e-mail address. */
export function toMemberDirectoryEntry(user: UserLike): Omit<User, 'email'> {
  const { email: _email, ...visible } = toUserDto(user);
  return visible;
}

/** Whether a member is in chat now, and when they last were. */
export function toPresenceDto(
  user: { id: string; lastSeenAt: Date | null },
  onlineIds: Set<string>,
): { online: boolean; lastSeen: string | null } {
  return { online: onlineIds.has(user.id), lastSeen: user.lastSeenAt?.toISOString() ?? null };
}
