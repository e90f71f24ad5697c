/**
 * The scheduled notifications (docs/decisions/036-notifications-sweep-and-push.md) with two
 * instances on one database and the real SMTP server: a private message unread for 15 minutes
 * is mailed once per conversation per day, however many instances sweep; the admins' prayer
 * digest goes out once a day. Runs on PGlite, or PostgreSQL with TEST_DATABASE_URL.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { chatMessages, mailOutbox, prayerRequests } from '../../db/schema';
import { instancesOnOneDatabase } from '../../../test/mail-instances';
import { bearer, createAdmin, createUser, type TestServer } from '../../../test/test-server';

const shared = instancesOnOneDatabase();
/** Both instances' clock for calendar days; the database keeps its own for the 15 minutes. */
let today = new Date();

beforeEach(() => {
  today = new Date();
});

/** An instance on the test's one database; it sweeps only when told to. */
const instance = () =>
  shared.start(
    { AUTH_RATE_LIMIT_PER_IP: '1000' },
    { mailQueue: { pollMs: 50 }, notifications: { sweepMs: 0 }, now: () => today },
  );

const both = (a: TestServer, b: TestServer) =>
  Promise.all([a.services.notifications.sweeper.sweep(), b.services.notifications.sweeper.sweep()]);
/** Every mail queued so far has been sent (or none was queued). */
async function settled() {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const rows = await shared.database.db.select().from(mailOutbox);
    if (rows.every((row) => row.status === 'sent')) return rows.length;
    if (Date.now() > deadline) throw new Error('Mail still queued');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
/** Every private message so far was sent 16 minutes ago. */
const ageMessages = () =>
  shared.database.db
    .update(chatMessages)
    .set({ createdAt: sql`now() - interval '16 minutes'` })
    .where(eq(chatMessages.chatType, 'private'));
const subjectsTo = (address: string) =>
  shared.smtp.received
    .filter((mail) => (mail.to as { text: string }).text === address)
    .map((mail) => mail.subject)
    .sort();

describe('a private message left unread', () => {
  it('is mailed after 15 minutes, once per conversation per day, with two instances', async () => {
    const a = await instance();
    const b = await instance();
    const john = await createUser(a, { fullName: 'John', email: 'john@example.org' });
    const grace = await createUser(a, { fullName: 'Grace', email: 'grace@example.org' });
    const mary = await createUser(b, { fullName: 'Mary', email: 'mary@example.org' });
    const send = (from: TestServer, token: string, to: string, content: string) =>
      from.app.inject({
        method: 'POST',
        url: '/api/messages',
        headers: bearer(token),
        payload: { content, chatType: 'private', recipientId: to },
      });
    await send(a, grace.token, john.user._id, 'Lunch after service?');
    await send(b, grace.token, john.user._id, 'My treat.');
    const question = await send(b, john.token, mary.user._id, 'Who has the keys?');
    // Mary reads John's question, so it is not mailed; her answer to him is unread.
    await a.app.inject({
      method: 'PUT',
      url: `/api/messages/${question.json<{ _id: string }>()._id}/read`,
      headers: bearer(mary.token),
    });
    await send(a, mary.token, john.user._id, 'The keys are with me.');
    // Nothing is 15 minutes old yet.
    await both(a, b);
    expect(await settled()).toBe(0);

    await ageMessages();
    await both(a, b);
    await both(a, b);
    expect(await settled()).toBe(2);
    expect(subjectsTo('john@example.org')).toEqual([
      'Grace sent you a message',
      'Mary sent you a message',
    ]);
    const fromGrace = shared.smtp.received.find(
      (mail) => mail.subject === 'Grace sent you a message',
    )!;
    expect(fromGrace.text).toContain('Grace sent you 2 private messages in the chat');
    expect(fromGrace.text).toContain('http://localhost:3000/#/chat');
    expect(subjectsTo('mary@example.org')).toEqual([]);

    // Another unread message the same day: no second mail for that conversation.
    await send(a, grace.token, john.user._id, 'Still there?');
    await ageMessages();
    await both(a, b);
    expect(await settled()).toBe(2);

    // The next day, what is still unread is mailed once more.
    today = new Date(today.getTime() + 24 * 60 * 60 * 1000);
    await both(a, b);
    expect(await settled()).toBe(4);
    expect(shared.smtp.received).toHaveLength(4);
  });

  it('is not mailed to a member who turned those e-mails off', async () => {
    const a = await instance();
    const john = await createUser(a, { email: 'john@example.org' });
    const grace = await createUser(a);
    await a.app.inject({
      method: 'PUT',
      url: '/api/profile/notifications',
      headers: bearer(john.token),
      payload: { preferences: [{ kind: 'private_message', email: false }] },
    });
    await a.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: bearer(grace.token),
      payload: { content: 'Hello', chatType: 'private', recipientId: john.user._id },
    });
    await ageMessages();
    await a.services.notifications.sweeper.sweep();
    expect(await settled()).toBe(0);
  });
});

describe("the admins' prayer digest", () => {
  it("mails yesterday's requests once to the admins who opted in", async () => {
    const a = await instance();
    const b = await instance();
    const keen = await createAdmin(a, { email: 'keen@example.org' });
    await createAdmin(a, { email: 'busy@example.org' });
    await a.app.inject({
      method: 'PUT',
      url: '/api/profile/notifications',
      headers: bearer(keen.token),
      payload: { preferences: [{ kind: 'prayer_digest', email: true }] },
    });
    const dayAgo = new Date(today.getTime() - 24 * 60 * 60 * 1000);
    await shared.database.db.insert(prayerRequests).values([
      { name: 'Ruth', requestText: 'Healing for my mother', createdAt: dayAgo },
      { name: 'Paul', requestText: 'Exams next week', createdAt: dayAgo, isPrivate: true },
      { name: 'Today', requestText: 'For tomorrow’s digest', createdAt: today },
    ]);
    await both(a, b);
    await both(a, b);
    expect(await settled()).toBe(1);
    const [digest] = shared.smtp.received;
    expect((digest!.to as { text: string }).text).toBe('keen@example.org');
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Kampala' }).format(dayAgo);
    expect(digest!.subject).toBe(`2 new prayer requests on ${day}`);
    expect(digest!.text).toContain('Ruth: Healing for my mother');
    expect(digest!.text).toContain('Paul: Exams next week');
    expect(digest!.text).not.toContain('tomorrow’s digest');
    expect(digest!.text).toContain('/#/admin/prayers');
  });
});
