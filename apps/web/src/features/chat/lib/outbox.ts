/**
 * Messages written but not yet stored: shown as pending in their room and sent, in order, when
 * the connection returns or when the server's send limit lets them through again. Each keeps
 * its clientId, so a message that did reach the server before the line dropped is answered
 * with the stored copy and never stored twice.
 *
 * The outbox is kept in IndexedDB under the member's id, so what was written offline survives a
 * reload or a closed app and goes once the connection returns (docs/product.md#chat). The
 * session's end empties it (shared/lib/offline-member-data.ts).
 */
import { get, set } from 'idb-keyval';
import { getToken, subscribeToToken } from '../../../shared/api/token-storage';
import { memberStore } from '../../../shared/lib/offline-member-data';
import type { OutgoingMessage } from '../api';

export interface PendingMessage extends OutgoingMessage {
  status: 'sending' | 'waiting';
  createdAt: string;
  /** When the server said it would take messages again (epoch ms), after a 429. */
  retryAt?: number;
}

type Listener = () => void;

/** Where a member's outbox is kept between visits. */
export const outboxKey = (userId: string) => `chat-outbox:${userId}`;

const canStore = () => typeof indexedDB !== 'undefined';

async function readStored(userId: string): Promise<PendingMessage[]> {
  if (!canStore()) return [];
  // Private windows may refuse storage: the outbox still works for this visit.
  return (await get<PendingMessage[]>(outboxKey(userId), memberStore()).catch(() => null)) ?? [];
}

export class Outbox {
  private items: PendingMessage[] = [];
  private readonly listeners = new Set<Listener>();
  /** The member whose outbox this is, once known: until then nothing is written down. */
  private userId: string | null = null;
  /** Writes go one after another, so the last one stored is the latest outbox. */
  private saving: Promise<void> = Promise.resolve();

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  snapshot = (): PendingMessage[] => this.items;

  add(message: OutgoingMessage): PendingMessage {
    const pending: PendingMessage = {
      ...message,
      status: 'sending',
      createdAt: new Date().toISOString(),
    };
    this.set([...this.items, pending]);
    return pending;
  }

  mark(clientId: string, status: PendingMessage['status'], retryAt?: number): void {
    this.set(
      this.items.map((item) => (item.clientId === clientId ? { ...item, status, retryAt } : item)),
    );
  }

  /**
   * Takes up the member's outbox as a previous visit left it: each message comes back waiting,
   * behind nothing and ahead of what this visit has written since, ready for the next flush.
   */
  async restore(userId: string): Promise<void> {
    if (this.userId === userId) return;
    if (this.userId !== null) this.forget();
    this.userId = userId;
    const stored = await readStored(userId);
    if (this.userId !== userId) return;
    const known = new Set(this.items.map((item) => item.clientId));
    const restored = stored
      .filter((item) => !known.has(item.clientId))
      .map((item): PendingMessage => ({ ...item, status: 'waiting' }));
    if (restored.length > 0) this.set([...restored, ...this.items]);
  }

  /** The session ended: nothing of it stays in this tab (the stored copy is cleared apart). */
  forget(): void {
    this.userId = null;
    this.set([]);
  }

  remove(clientId: string): void {
    this.set(this.items.filter((item) => item.clientId !== clientId));
  }

  waiting(): PendingMessage[] {
    return this.items.filter((item) => item.status === 'waiting');
  }

  /** The latest time the server asked this tab to wait until, if it is still ahead. */
  heldUntil(now = Date.now()): number | null {
    const latest = Math.max(0, ...this.items.map((item) => item.retryAt ?? 0));
    return latest > now ? latest : null;
  }

  private set(items: PendingMessage[]): void {
    this.items = items;
    this.listeners.forEach((listener) => listener());
    const { userId } = this;
    if (userId === null || !canStore()) return;
    this.saving = this.saving
      .then(() => set(outboxKey(userId), items, memberStore()))
      .catch(() => undefined);
  }

  /** Resolves once every change so far is written down (for tests and for leaving the page). */
  saved(): Promise<void> {
    return this.saving;
  }
}

/** One per tab, so pending messages survive moving between rooms and pages. */
export const outbox = new Outbox();

// A message is sent with the token of whoever is signed in when it goes: once the session ends,
// nothing written in it may wait for the next one (in this tab or, by the storage event, another).
subscribeToToken(() => {
  if (getToken() === null) outbox.forget();
});
