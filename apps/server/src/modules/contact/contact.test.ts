import type {
  ContactMessage,
  ContactMessagePage,
  InboxSummary,
  NewsletterSubscriberPage,
} from '@torch/contract';
import { describe, expect, it } from 'vitest';
import { call, server, serverPerTestOnDemand } from '../../../test/harness';
import { createAdmin, createUser } from '../../../test/test-server';
import { newsletterSubscriptions } from '../../db/schema';

const startServer = serverPerTestOnDemand();

const message = {
  name: 'Esther Nakato',
  email: 'esther@example.org',
  subject: 'Visiting on Tuesday',
  message: 'Is there parking?',
};
const sendMessage = (payload: object) => call(server, 'POST', '/api/contact-messages', { payload });
const subscribe = (email: string) =>
  call(server, 'POST', '/api/newsletter', { payload: { email } });

describe('the contact form', () => {
  it('stores a message for the staff to read', async () => {
    await startServer();
    const sent = await sendMessage(message);
    expect(sent.statusCode).toBe(201);
    const admin = await createAdmin(server);
    const inbox = await call(server, 'GET', '/api/contact-messages', { token: admin.token });
    expect(inbox.json<ContactMessage[]>()).toEqual([expect.objectContaining(message)]);
  });

  it('needs every field and keeps the inbox for admins', async () => {
    await startServer();
    const missing = await sendMessage({ ...message, subject: '' });
    expect(missing.json()).toEqual({ message: 'Subject is required', field: 'subject' });
    const badEmail = await sendMessage({ ...message, email: 'esther' });
    expect(badEmail.json()).toMatchObject({ field: 'email' });
    const member = await createUser(server);
    const inbox = await call(server, 'GET', '/api/contact-messages', { token: member.token });
    expect(inbox.statusCode).toBe(403);
  });

  it('turns away a flood from one address', async () => {
    await startServer({ env: { PUBLIC_FORM_RATE_LIMIT_PER_IP: '2' } });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await sendMessage(message)).statusCode);
    expect(statuses).toEqual([201, 201, 429]);
  });
});

describe('the newsletter', () => {
  it('subscribes an address once, answering a repeat just as kindly', async () => {
    await startServer();
    const first = await subscribe('Joy@Example.org');
    const repeat = await subscribe('joy@example.org');
    expect(first.statusCode).toBe(200);
    expect(repeat.json()).toEqual(first.json());
    expect(first.json<{ message: string }>().message).toMatch(
      /^Thank you for subscribing! We've sent a confirmation e-mail to joy@example\.org\./,
    );
    const rows = await server.database.db.query.newsletterSubscriptions.findMany();
    expect(rows.map((row) => row.email)).toEqual(['joy@example.org']);
  });

  it('refuses an address that is not one', async () => {
    await startServer();
    const response = await subscribe('not-an-email');
    expect(response.json()).toEqual({ message: 'Enter a valid email address', field: 'email' });
  });
});

async function sendMessages(count: number) {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const response = await sendMessage({ ...message, subject: `Question ${i + 1}` });
    ids.push(response.json<ContactMessage>()._id);
  }
  return ids;
}

describe('the admin Inbox', () => {
  it('lists messages newest first, a page at a time, with and without a cursor', async () => {
    await startServer();
    await sendMessages(5);
    const admin = await createAdmin(server);
    const list = async (query = '') => {
      const response = await call(server, 'GET', `/api/admin/contact-messages${query}`, {
        token: admin.token,
      });
      expect(response.statusCode, query).toBe(200);
      return response.json<ContactMessagePage>();
    };
    const all = await list();
    expect(all.messages.map((m) => m.subject)).toEqual([
      'Question 5',
      'Question 4',
      'Question 3',
      'Question 2',
      'Question 1',
    ]);
    expect(all.nextCursor).toBeNull();
    expect(all.messages.every((m) => m.read_at === null)).toBe(true);

    const first = await list('?limit=2');
    expect(first.messages.map((m) => m.subject)).toEqual(['Question 5', 'Question 4']);
    const second = await list(`?limit=2&cursor=${first.nextCursor}`);
    expect(second.messages.map((m) => m.subject)).toEqual(['Question 3', 'Question 2']);
    const third = await list(`?limit=2&cursor=${second.nextCursor}`);
    expect(third.messages.map((m) => m.subject)).toEqual(['Question 1']);
    expect(third.nextCursor).toBeNull();
  });

  it('marks a message read and unread, filters by it, and counts the unread', async () => {
    await startServer();
    const [firstId, secondId] = await sendMessages(2);
    const { token } = await createAdmin(server);
    const mark = (id: string, read: unknown) =>
      call(server, 'PUT', `/api/admin/contact-messages/${id}`, { token, payload: { read } });
    const summary = async () =>
      (await call(server, 'GET', '/api/admin/inbox-summary', { token })).json<InboxSummary>();
    const subjects = async (status: string) =>
      (await call(server, 'GET', `/api/admin/contact-messages?status=${status}`, { token }))
        .json<ContactMessagePage>()
        .messages.map((m) => m.subject);

    expect(await summary()).toEqual({ unreadMessages: 2, subscribers: 0 });
    const read = await mark(firstId!, true);
    expect(read.statusCode).toBe(200);
    expect(read.json<ContactMessage>().read_at).toEqual(expect.any(String));
    expect(await subjects('unread')).toEqual(['Question 2']);
    expect(await subjects('read')).toEqual(['Question 1']);
    expect(await summary()).toEqual({ unreadMessages: 1, subscribers: 0 });

    // Reading it again keeps the time it was first read.
    const again = await mark(firstId!, true);
    expect(again.json<ContactMessage>().read_at).toBe(read.json<ContactMessage>().read_at);

    const unread = await mark(firstId!, false);
    expect(unread.json<ContactMessage>().read_at).toBeNull();
    expect(await summary()).toEqual({ unreadMessages: 2, subscribers: 0 });

    expect((await mark(secondId!, 'yes')).json()).toEqual({
      message: 'read must be true or false',
      field: 'read',
    });
    expect((await mark(crypto.randomUUID(), true)).statusCode).toBe(404);
    expect((await mark('not-an-id', true)).json()).toEqual({ message: 'Message not found' });
  });

  it('deletes a message, and refuses a bad filter or cursor with a message', async () => {
    await startServer();
    const [id] = await sendMessages(1);
    const { token } = await createAdmin(server);
    const remove = () => call(server, 'DELETE', `/api/admin/contact-messages/${id}`, { token });
    expect((await remove()).statusCode).toBe(204);
    expect((await remove()).statusCode).toBe(404);
    const get = (query: string) =>
      call(server, 'GET', `/api/admin/contact-messages${query}`, { token });
    expect((await get('')).json<ContactMessagePage>().messages).toEqual([]);
    const badStatus = await get('?status=archived');
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json()).toEqual({
      message: 'Status must be all, unread or read',
      field: 'status',
    });
    expect((await get('?cursor=DROP%20TABLE')).json()).toEqual({
      message: 'Invalid cursor',
      field: 'cursor',
    });
    expect((await get('?limit=1000')).statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    await startServer();
    const [id] = await sendMessages(1);
    const member = await createUser(server);
    for (const [method, url] of [
      ['GET', '/api/admin/contact-messages'],
      ['PUT', `/api/admin/contact-messages/${id}`],
      ['DELETE', `/api/admin/contact-messages/${id}`],
      ['GET', '/api/admin/inbox-summary'],
      ['GET', '/api/admin/newsletter-subscribers'],
      ['GET', '/api/admin/newsletter-subscribers/export'],
    ] as const) {
      const payload = method === 'PUT' ? { read: true } : undefined;
      const asMember = await call(server, method, url, { token: member.token, payload });
      expect(asMember.statusCode, `${method} ${url}`).toBe(403);
      const signedOut = await call(server, method, url);
      expect(signedOut.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('the admin Subscribers list', () => {
  it('counts and lists subscribers newest first, and removes one', async () => {
    await startServer();
    for (const email of ['a@example.org', 'b@example.org', 'c@example.org']) await subscribe(email);
    const { token } = await createAdmin(server);
    const list = async (query = '') =>
      (
        await call(server, 'GET', `/api/admin/newsletter-subscribers${query}`, { token })
      ).json<NewsletterSubscriberPage>();
    const page = await list();
    expect(page.total).toBe(3);
    expect(page.subscribers.map((s) => s.email)).toEqual([
      'c@example.org',
      'b@example.org',
      'a@example.org',
    ]);
    const firstTwo = await list('?limit=2');
    expect(firstTwo.total).toBe(3);
    expect((await list(`?limit=2&cursor=${firstTwo.nextCursor}`)).subscribers).toEqual([
      expect.objectContaining({ email: 'a@example.org' }),
    ]);

    const removed = await call(
      server,
      'DELETE',
      `/api/admin/newsletter-subscribers/${page.subscribers[1]!._id}`,
      { token },
    );
    expect(removed.statusCode).toBe(204);
    const after = await list();
    expect(after.total).toBe(2);
    expect(after.subscribers.map((s) => s.email)).toEqual(['c@example.org', 'a@example.org']);
  });

  it('exports a CSV download whose formula-like cells cannot run in a spreadsheet', async () => {
    await startServer({ options: { now: () => new Date('2026-11-26T08:00:00Z') } });
    await subscribe('plain@example.org');
    // The form's check lets these through...
    await subscribe('+1@example.org');
    await subscribe('-x@example.org');
    // ...and a row written another way (an older check, a restored backup) may hold anything.
    await server.database.db
      .insert(newsletterSubscriptions)
      .values([{ email: '=HYPERLINK("http://evil.test")' }, { email: '@SUM(1+1)' }]);
    const admin = await createAdmin(server);
    const response = await call(server, 'GET', '/api/admin/newsletter-subscribers/export', {
      token: admin.token,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="torch-subscribers-2026-11-26.csv"',
    );
    const lines = response.body.trim().split('\n');
    expect(lines[0]).toBe('Email,Subscribed at,Status,Confirmed at');
    // The first cell: quoted (with its quotes doubled) or plain up to the first comma.
    const emails = lines.slice(1).map((line) => /^("(?:[^"]|"")*"|[^,]*)/.exec(line)?.[1]);
    expect(emails.sort()).toEqual(
      [
        '"\'=HYPERLINK(""http://evil.test"")"',
        "'+1@example.org",
        "'-x@example.org",
        "'@SUM(1+1)",
        'plain@example.org',
      ].sort(),
    );
    expect(lines[1]).toMatch(/,\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z,pending,$/);
  });
});
