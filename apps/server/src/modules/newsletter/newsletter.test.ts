/**
 * The newsletter with a real SMTP server (docs/newsletter.md): a sign-up is mailed a
 * confirmation link and receives nothing until it is used; a newsletter reaches confirmed
 * subscribers only, carries its unsubscribe link and headers, and both ways of unsubscribing
 * work; a test goes to the admin alone; the staff's routes are the staff's.
 */
import {
  defaultChurchSettings,
  type NewsletterIssue,
  newsletterSuccessMessage,
  newsletterTexts,
  type NewsletterSummary,
} from '@torch/contract';
import type { ParsedMail } from 'mailparser';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admin, adminToken, call, expectAdminOnly, server } from '../../../test/harness';
import { serverPerTestWithMail } from '../../../test/mail-instances';
import { createUser } from '../../../test/test-server';
import { newsletterSubscriptions } from '../../db/schema';
import { CONFIRM_LINK_TTL_MS } from './service';

let clock = new Date();

const smtp = serverPerTestWithMail(() => {
  clock = new Date();
  return {
    admin: { email: 'pastor@torch.example', fullName: 'Pastor Ruth' },
    env: {
      MAIL_FROM: 'Torch <no-reply@torch.example>',
      PUBLIC_URL: 'https://church.example/',
    },
    options: {
      now: () => clock,
      newsletterSend: { pollMs: 50, batchSize: 2 },
    },
  };
});

const subscribe = (email: string) =>
  call(server, 'POST', '/api/newsletter', { payload: { email } });
const confirm = (token: string) =>
  call(server, 'POST', '/api/newsletter/confirm', { payload: { token } });
const draft = { subject: 'News from Torch', body: '# Harvest Sunday\n\nBring **a friend**.' };
const sendToAll = (payload: object = draft) =>
  call(server, 'POST', '/api/admin/newsletter/issues', { token: adminToken, payload });
const summary = async () =>
  (
    await call(server, 'GET', '/api/admin/newsletter/summary', { token: adminToken })
  ).json<NewsletterSummary>();
const issues = async () =>
  (await call(server, 'GET', '/api/admin/newsletter/issues', { token: adminToken })).json<
    NewsletterIssue[]
  >();

const mailsTo = (email: string) =>
  smtp.received.filter((mail) => (mail.to as { text: string }).text === email);
const linkToken = (mail: ParsedMail, route: string) => {
  const match = new RegExp(`#/newsletter/${route}\\?token=([0-9a-f]{64})`).exec(mail.text ?? '');
  if (!match?.[1]) throw new Error(`No ${route} link in the mail`);
  return match[1];
};

/** Subscribes and confirms `email` by its mailed link; answers the confirmation mail. */
async function confirmedSubscriber(email: string) {
  const before = smtp.received.length;
  await subscribe(email);
  await smtp.waitFor(before + 1);
  const mail = mailsTo(email).at(-1)!;
  expect((await confirm(linkToken(mail, 'confirm'))).statusCode).toBe(200);
  return mail;
}

async function until(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('Timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe("the church's name", () => {
  it('is the one its settings give now, in the answers and the confirmation mail', async () => {
    const owner = await createUser(server, { role: 'Super-Admin' });
    const saved = await call(server, 'PUT', '/api/church', {
      token: owner.token,
      payload: { ...defaultChurchSettings, name: 'Light of Ntinda Church', shortName: 'Ntinda' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const answer = await subscribe('grace@example.org');
    expect(answer.json()).toEqual({
      message:
        "Thank you for subscribing! We've sent a confirmation e-mail to grace@example.org. Open it and confirm your subscription to start receiving news from Ntinda.",
    });
    const [mail] = await smtp.waitFor(1);
    expect(mail!.subject).toBe('Confirm your subscription to news from Light of Ntinda Church');
    expect(mail!.text).not.toContain('Torch');
    const done = await confirm(linkToken(mail!, 'confirm'));
    expect(done.json()).toEqual({
      message: 'Your subscription is confirmed. Welcome to news from Ntinda!',
    });
    const [row] = await server.database.db.select().from(newsletterSubscriptions);
    const left = await call(server, 'POST', `/api/newsletter/unsubscribe/${row!.unsubscribeToken}`);
    expect(left.json()).toEqual({
      message: 'You are unsubscribed and will receive no more newsletters from Ntinda.',
    });
  });
});

describe('double opt-in', () => {
  it('mails a confirmation link, and sends nothing else until it is used', async () => {
    const answer = await subscribe('Grace@Example.org');
    expect(answer.statusCode).toBe(200);
    // The thanks says where the confirmation went and that it must be opened.
    expect(answer.json()).toEqual({
      message:
        "Thank you for subscribing! We've sent a confirmation e-mail to grace@example.org. Open it and confirm your subscription to start receiving news from Torch.",
    });
    const [mail] = await smtp.waitFor(1);
    expect(mail!.to).toMatchObject({ value: [{ address: 'grace@example.org' }] });
    expect(mail!.subject).toBe('Confirm your subscription to news from Torch Fellowship');
    const token = linkToken(mail!, 'confirm');
    expect(mail!.html).toContain(
      `href="https://church.example/#/newsletter/confirm?token=${token}"`,
    );
    // Only the token's hash is kept.
    const [row] = await server.database.db.select().from(newsletterSubscriptions);
    expect(row!.confirmTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.confirmTokenHash).not.toBe(token);
    expect(await summary()).toEqual({ pending: 1, confirmed: 0, unsubscribed: 0 });

    // Unconfirmed, the address is nobody to send to.
    const refused = await sendToAll();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: newsletterTexts.nobodyConfirmed });

    await confirmedSubscriber('amos@example.org');
    expect((await sendToAll()).statusCode).toBe(202);
    await until(async () => (await issues())[0]?.state === 'sent');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsTo('grace@example.org').map((m) => m.subject)).toEqual([mail!.subject]);
    expect(mailsTo('amos@example.org').map((m) => m.subject)).toContain('News from Torch');
  });

  it('confirms once, within seven days', async () => {
    await subscribe('grace@example.org');
    const token = linkToken((await smtp.waitFor(1))[0]!, 'confirm');
    const done = await confirm(token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: newsletterTexts.confirmed('Torch') });
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: newsletterTexts.confirmLinkInvalid, field: 'token' });
    expect(await summary()).toMatchObject({ confirmed: 1, pending: 0 });

    await subscribe('late@example.org');
    const late = linkToken((await smtp.waitFor(2))[1]!, 'confirm');
    clock = new Date(clock.getTime() + CONFIRM_LINK_TTL_MS + 1_000);
    expect((await confirm(late)).statusCode).toBe(400);
    expect((await confirm('0'.repeat(64))).statusCode).toBe(400);
    expect((await confirm('not-a-token')).statusCode).toBe(400);
  });

  it('mails a pending address again only after ten minutes, and a confirmed one never', async () => {
    await subscribe('grace@example.org');
    await subscribe('grace@example.org');
    await smtp.waitFor(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received).toHaveLength(1);
    clock = new Date(clock.getTime() + 11 * 60_000);
    expect((await subscribe('grace@example.org')).json()).toEqual({
      message: newsletterSuccessMessage('Torch', 'grace@example.org'),
    });
    const [first, second] = await smtp.waitFor(2);
    // The newer link replaces the older one.
    expect((await confirm(linkToken(first!, 'confirm'))).statusCode).toBe(400);
    expect((await confirm(linkToken(second!, 'confirm'))).statusCode).toBe(200);

    clock = new Date(clock.getTime() + 60 * 60_000);
    expect((await subscribe('grace@example.org')).json()).toEqual({
      message: newsletterSuccessMessage('Torch', 'grace@example.org'),
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received).toHaveLength(2);
  });
});

describe('a newsletter', () => {
  it('carries the unsubscribe link and one-click headers; both ways unsubscribe', async () => {
    await confirmedSubscriber('grace@example.org');
    await confirmedSubscriber('amos@example.org');
    const sent = await sendToAll();
    expect(sent.statusCode).toBe(202);
    expect(sent.json<NewsletterIssue>()).toMatchObject({
      subject: 'News from Torch',
      state: 'queueing',
      recipients: 2,
      sentBy: 'Pastor Ruth',
    });
    await smtp.waitFor(4);
    const issue = mailsTo('grace@example.org').find((m) => m.subject === 'News from Torch')!;
    // The body as the blog renders markdown, and as written for the plain-text part.
    expect(issue.html).toContain('<h1>Harvest Sunday</h1>');
    expect(issue.html).toContain('<strong>a friend</strong>');
    expect(issue.text).toContain('Bring **a friend**.');
    const token = linkToken(issue, 'unsubscribe');
    // The raw header, unfolded (a long line is wrapped onto the next).
    const header = (key: string) =>
      issue.headerLines.find((line) => line.key === key)?.line.replace(/\r\n\s+/g, ' ');
    expect(header('list-unsubscribe')).toBe(
      `List-Unsubscribe: <https://church.example/api/newsletter/unsubscribe/${token}>`,
    );
    expect(header('list-unsubscribe-post')).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );

    // The page behind the mailed link posts with no body.
    const byLink = await call(server, 'POST', `/api/newsletter/unsubscribe/${token}`);
    expect(byLink.statusCode).toBe(200);
    expect(byLink.json()).toEqual({ message: newsletterTexts.unsubscribed('Torch') });
    expect((await call(server, 'POST', `/api/newsletter/unsubscribe/${token}`)).statusCode).toBe(
      200,
    );

    // A mail program's one-click POST: a form body, no token of ours, no cookie.
    const other = mailsTo('amos@example.org').find((m) => m.subject === 'News from Torch')!;
    const oneClick = await server.app.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe/${linkToken(other, 'unsubscribe')}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    const multipart = await server.app.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe/${linkToken(other, 'unsubscribe')}`,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload:
        '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
    });
    expect(multipart.statusCode).toBe(200);
    expect(await summary()).toEqual({ pending: 0, confirmed: 0, unsubscribed: 2 });
    expect(
      (await call(server, 'POST', `/api/newsletter/unsubscribe/${'f'.repeat(64)}`)).statusCode,
    ).toBe(404);
    expect((await call(server, 'POST', '/api/newsletter/unsubscribe/nope')).statusCode).toBe(404);
    expect((await sendToAll()).statusCode).toBe(409);
  });

  it('counts what was sent and failed for each issue', async () => {
    await confirmedSubscriber('grace@example.org');
    await confirmedSubscriber('amos@example.org');
    await confirmedSubscriber('ruth@example.org');
    smtp.failNext(1, 550);
    await sendToAll();
    await until(async () => (await issues())[0]?.state === 'sent');
    expect((await issues())[0]).toMatchObject({ recipients: 3, queued: 3, sent: 2, failed: 1 });
  });

  it('sends a test to the admin alone', async () => {
    await confirmedSubscriber('grace@example.org');
    const before = smtp.received.length;
    const test = await call(server, 'POST', '/api/admin/newsletter/test', {
      token: adminToken,
      payload: draft,
    });
    expect(test.statusCode).toBe(202);
    expect(test.json()).toEqual({ message: newsletterTexts.testSent(admin.user.email) });
    const mail = (await smtp.waitFor(before + 1)).at(-1)!;
    expect(mail.to).toMatchObject({ value: [{ address: 'pastor@torch.example' }] });
    expect(mail.subject).toBe('[Test] News from Torch');
    expect(mail.html).toContain('<h1>Harvest Sunday</h1>');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received).toHaveLength(before + 1);
    expect(await issues()).toEqual([]);
  });

  it('renders the body with the blog sanitiser', async () => {
    await confirmedSubscriber('grace@example.org');
    await sendToAll({
      subject: 'Hello',
      body: '<script>alert(1)</script> [click](javascript:alert(1)) <img src=x onerror=alert(1)>',
    });
    const mail = (await smtp.waitFor(2))[1]!;
    expect(mail.html).not.toMatch(/<script|<img|href="javascript/);
    expect(mail.html).toContain('&lt;script&gt;');
  });
});

describe('permissions', () => {
  it('keeps the staff routes to admins', async () => {
    await expectAdminOnly(
      [
        ['GET', '/api/admin/newsletter/summary'],
        ['GET', '/api/admin/newsletter/issues'],
        ['POST', '/api/admin/newsletter/issues'],
        ['POST', '/api/admin/newsletter/test'],
      ],
      draft,
    );
    expect(smtp.received).toHaveLength(0);
  });

  it('checks the draft', async () => {
    const blank = await sendToAll({ subject: ' ', body: 'x' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ message: 'Subject is required', field: 'subject' });
  });

  it('shows each subscriber’s state in the list and the CSV', async () => {
    await confirmedSubscriber('grace@example.org');
    await subscribe('amos@example.org');
    const list = await call(server, 'GET', '/api/admin/newsletter-subscribers', {
      token: adminToken,
    });
    expect(list.json<{ subscribers: { email: string; status: string }[] }>().subscribers).toEqual([
      expect.objectContaining({ email: 'amos@example.org', status: 'pending' }),
      expect.objectContaining({ email: 'grace@example.org', status: 'confirmed' }),
    ]);
    const csv = await call(server, 'GET', '/api/admin/newsletter-subscribers/export', {
      token: adminToken,
    });
    expect(csv.body.split('\n')[0]).toBe('Email,Subscribed at,Status,Confirmed at');
    expect(csv.body).toMatch(/grace@example\.org,[^,]+,confirmed,\d{4}-/);
    const [row] = await server.database.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, 'amos@example.org'));
    expect(row!.status).toBe('pending');
  });
});
