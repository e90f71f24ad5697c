/**
 * Messages written but not yet stored: shown as pending in their room and sent, in order, when
 * the connection returns or when the server's send limit lets them through again. Each keeps
 * its clientId, so a message that did reach the server before the line dropped is answered
 * with the stored copy and never stored twice.
 */
import type { OutgoingMessage } from '../api';

export interface PendingMessage extends OutgoingMessage {
  status: 'sending' | 'waiting';
  createdAt: string;
  /** When the server said it would take messages again (epoch ms), after a 429. */
  retryAt?: number;
}

type Listener = () => void;

export class Outbox {
  private items: PendingMessage[] = [];
  private readonly listeners = new Set<Listener>();

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
  }
}

/** One per tab, so pending messages survive moving between rooms and pages. */
export const outbox = new Outbox();
