/**
 * Who may do what: every permission rule of the server lives here, so a route or socket
 * handler asks one question and a reviewer reads one file.
 */
import {
  ADMIN_ROOM,
  COMMUNITY_ROOM,
  isAdminRole,
  privateRoomMembers,
  type Role,
  type UploadFolder,
} from '@torch/contract';

export interface Actor {
  id: string;
  role: Role;
}

/** Admin and Super-Admin run the admin area and may enter the admin chat room. */
export function canUseAdminArea(actor: Actor | null): boolean {
  return actor !== null && isAdminRole(actor.role);
}

/**
 * Role changes (docs/product.md#roles): an admin may change another account's role, never their
 * own, never a Super-Admin's, and may never hand out Super-Admin. Returns why not, or null.
 */
export function roleChangeRefusal(actor: Actor, target: Actor, newRole: Role): string | null {
  if (!canUseAdminArea(actor)) return 'Only admins can change roles.';
  if (actor.id === target.id) return 'You cannot change your own role.';
  if (target.role === 'Super-Admin') return "A Super-Admin's role cannot be changed.";
  if (newRole === 'Super-Admin') return 'The Super-Admin role cannot be given here.';
  return null;
}

export function canChangeRole(actor: Actor, target: Actor, newRole: Role): boolean {
  return roleChangeRefusal(actor, target, newRole) === null;
}

/**
 * What only the Super-Admin may do: send a member a reset link (docs/security.md#password-reset),
 * since whoever sends one can end a member's sessions. The link goes to the member's own address
 * and is never shown to the sender.
 */
export function isSuperAdmin(actor: Actor | null): boolean {
  return actor?.role === 'Super-Admin';
}

/**
 * Givers' phone numbers (docs/giving.md#what-staff-see): the Super-Admin reads them whole, to
 * reconcile with a network; every other reader gets them masked, by the server's presenter.
 */
export function canSeeGiverPhones(actor: Actor | null): boolean {
  return isSuperAdmin(actor);
}

/**
 * Chat rooms (docs/product.md#chat): `community` for every member, `admin` for admins, and a
 * private room (two user ids, sorted, joined by a dash) for its two members only.
 */
export function canEnterRoom(actor: Actor | null, roomId: string): boolean {
  if (!actor) return false;
  if (roomId === COMMUNITY_ROOM) return true;
  if (roomId === ADMIN_ROOM) return canUseAdminArea(actor);
  const members = privateRoomMembers(roomId);
  return members !== null && members.includes(actor.id);
}

/** Delivery and read receipts come from the room's other members, never from the author. */
export function canConfirmMessage(
  actor: Actor,
  message: { roomId: string; authorId: string | null },
): boolean {
  return actor.id !== message.authorId && canEnterRoom(actor, message.roomId);
}

/**
 * Upload folders: a member's screens upload only their own picture (My Profile, `avatars`) and
 * chat images (`chat-images`); every other folder feeds a page only the staff edit (leaders,
 * teams, blog, campuses, event posters), so only admins write there. The same rule covers files
 * sent through us and Cloudinary signatures for files sent straight to Cloudinary.
 */
const MEMBER_UPLOAD_FOLDERS: ReadonlySet<UploadFolder> = new Set(['avatars', 'chat-images']);

export function canUploadTo(actor: Actor | null, folder: UploadFolder): boolean {
  if (!actor) return false;
  return canUseAdminArea(actor) || MEMBER_UPLOAD_FOLDERS.has(folder);
}

/**
 * An event registration may be cancelled by the member it belongs to and by the staff (a mailed
 * link's signed token is checked by the registrations service: it names no actor).
 */
export function canCancelRegistration(actor: Actor | null, ownerId: string | null): boolean {
  return actor !== null && (actor.id === ownerId || canUseAdminArea(actor));
}
