/**
 * Messages written but not yet stored: shown as pending in their room and sent, in order, when
 * the connection returns. Each keeps its clientId, so a message that did reach the server
 * before the line dropped is answered with the stored copy and never stored twice.
 */
import type { OutgoingMessage } from '../api/message-actions';

export interface PendingMessage extends OutgoingMessage {
  status: 'sending' | 'waiting';
  createdAt: string;
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

  mark(clientId: string, status: PendingMessage['status']): void {
    this.set(this.items.map((item) => (item.clientId === clientId ? { ...item, status } : item)));
  }

  remove(clientId: string): void {
    this.set(this.items.filter((item) => item.clientId !== clientId));
  }

  waiting(): PendingMessage[] {
    return this.items.filter((item) => item.status === 'waiting');
  }

  private set(items: PendingMessage[]): void {
    this.items = items;
    this.listeners.forEach((listener) => listener());
  }
}

/** One per tab, so pending messages survive moving between rooms and pages. */
export const outbox = new Outbox();
