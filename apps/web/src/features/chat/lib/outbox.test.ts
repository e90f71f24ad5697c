import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { clearMemberOfflineData } from '../../../shared/lib/offline-member-data';
import type { OutgoingMessage } from '../api';
import { Outbox } from './outbox';

let counter = 0;
function message(content: string): OutgoingMessage {
  counter += 1;
  return {
    clientId: `client-${counter}`,
    roomId: 'community',
    chatType: 'community',
    recipientId: null,
    content,
    isImage: false,
    replyTo: null,
  };
}

/** The same member opening the app again: a new tab's outbox, taken up from storage. */
async function reopened(userId: string): Promise<Outbox> {
  const next = new Outbox();
  await next.restore(userId);
  return next;
}

describe('the chat outbox kept on the device', () => {
  it('brings back what was written offline after a reload, in order, waiting to be sent', async () => {
    const before = new Outbox();
    await before.restore('member-a');
    const first = before.add(message('Praying for you all'));
    const second = before.add(message('See you on Sunday'));
    before.mark(first.clientId, 'waiting');
    await before.saved();

    const after = await reopened('member-a');
    expect(after.snapshot().map((item) => [item.clientId, item.content, item.status])).toEqual([
      [first.clientId, 'Praying for you all', 'waiting'],
      [second.clientId, 'See you on Sunday', 'waiting'],
    ]);
    expect(after.waiting()).toHaveLength(2);
  });

  it('forgets a message once the server has stored it, so it is never sent again', async () => {
    const before = new Outbox();
    await before.restore('member-b');
    const sent = before.add(message('Sent before the reload'));
    const unsent = before.add(message('Still waiting'));
    before.remove(sent.clientId);
    await before.saved();

    const after = await reopened('member-b');
    expect(after.snapshot().map((item) => item.clientId)).toEqual([unsent.clientId]);
  });

  it("never hands one member's unsent messages to another", async () => {
    const memberC = new Outbox();
    await memberC.restore('member-c');
    memberC.add(message('Only mine'));
    await memberC.saved();

    expect((await reopened('member-d')).snapshot()).toEqual([]);
  });

  it('does not repeat a message the tab already holds', async () => {
    const before = new Outbox();
    await before.restore('member-e');
    const written = before.add(message('Once'));
    await before.saved();

    const tab = new Outbox();
    tab.add({ ...written });
    await tab.restore('member-e');
    expect(tab.snapshot().map((item) => item.clientId)).toEqual([written.clientId]);
  });

  it('keeps nothing once the session has ended', async () => {
    const before = new Outbox();
    await before.restore('member-f');
    before.add(message('Written before signing out'));
    await before.saved();
    before.forget();
    await clearMemberOfflineData();

    expect(before.snapshot()).toEqual([]);
    expect((await reopened('member-f')).snapshot()).toEqual([]);
  });
});
