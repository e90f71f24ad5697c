/**
 * Which messages a member may see and confirm. Ids that led nowhere (made-up ids, and messages
 * in rooms someone was refused) are remembered, so a script naming thousands of ids is answered
 * from memory.
 */
import { chatTexts } from '@torch/contract';
import { eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { canConfirmMessage, canEnterRoom, type Actor } from '../../auth/policies';
import type { Database } from '../../db/client';
import { chatMessages, type ChatMessageRow } from '../../db/schema';
import { forbidden, notFound } from '../../http/app-error';
import { isUuid } from './rooms';

/**
 * Bounded, and forgotten after a while; a message's room never changes, so remembering it is
 * never wrong.
 */
const UNREACHABLE_KEPT = 10_000;
const UNREACHABLE_TTL_MS = 10 * 60_000;
/** Where an unreachable id points: no message at all (null), or a message in this room. */
interface Unreachable {
  roomId: string | null;
}

export class MessageAccess {
  private readonly unreachable = new LRUCache<string, Unreachable>({
    max: UNREACHABLE_KEPT,
    ttl: UNREACHABLE_TTL_MS,
  });

  constructor(private readonly db: Database) {}

  /** A message the viewer may see; any other is "not found", so ids reveal nothing. */
  async visibleMessage(viewer: Actor, spelt: string): Promise<ChatMessageRow> {
    const messageId = spelt.toLowerCase();
    this.refuseKnownUnreachable(viewer, messageId);
    const [row] = isUuid(messageId)
      ? await this.db.select().from(chatMessages).where(eq(chatMessages.id, messageId))
      : [];
    if (!row || !canEnterRoom(viewer, row.roomId)) {
      // Not a UUID costs no query, so there is nothing to remember.
      if (isUuid(messageId)) this.unreachable.set(messageId, { roomId: row?.roomId ?? null });
      throw notFound(chatTexts.messageNotFound);
    }
    return row;
  }

  /** A message the viewer may send a receipt for: someone else's, in a room they are in. */
  async confirmable(viewer: Actor, messageId: string): Promise<ChatMessageRow> {
    const row = await this.visibleMessage(viewer, messageId);
    if (!canConfirmMessage(viewer, row)) throw forbidden(chatTexts.ownMessage);
    return row;
  }

  /**
   * "Not found" without a query for an id already known to lead nowhere for this viewer. The
   * room is checked again each time: a member made admin may now read the admin room.
   */
  refuseKnownUnreachable(viewer: Actor, messageId: string): void {
    const known = this.unreachable.get(messageId);
    if (known && (known.roomId === null || !canEnterRoom(viewer, known.roomId)))
      throw notFound(chatTexts.messageNotFound);
  }
}
