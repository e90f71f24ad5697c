/**
 * Notification mails (docs/notifications.md) through the real SMTP server: each kind reaches the
 * member it is about, or the admins who opted in; the preferences say who gets what; every mail
 * has its unsubscribe link and the one-click headers, and both ways of unsubscribing work.
 */
import type { ParsedMail } from 'mailparser';
import type { NotificationPreference, VolunteerApplication } from '@torch/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ministryTeams } from '../../db/schema';
import { call, server, serverPerTestOnDemand } from '../../../test/harness';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp';
import { createAdmin, createUser } from '../../../test/test-server';

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
});
afterAll(() => smtp.close());
const start = serverPerTestOnDemand();
beforeEach(async () => {
  smtp.received.splice(0);
  await start({ env: { SMTP_URL: smtp.url }, options: { mailQueue: { pollMs: 50 } } });
});

const header = (mail: ParsedMail, name: string) =>
  mail.headerLines.find((line) => line.key === name)?.line.replace(/^[^:]+:\s*/, '');
const unsubscribeLink = (mail: ParsedMail) =>
  /<(http[^>]+\/api\/notifications\/unsubscribe\?token=[^>]+)>/.exec(
    header(mail, 'list-unsubscribe') ?? '',
  )![1]!;
/** The mails that arrived for `address`, once `count` mails in all have. */
async function mailsTo(address: string, count = 1) {
  await smtp.waitFor(count);
  return smtp.received.filter((mail) => (mail.to as { text: string }).text === address);
}
/** Nothing more arrives in a moment the queue would have sent it in. */
async function nothingMoreThan(count: number) {
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(smtp.received).toHaveLength(count);
}

async function teamApplication(member: { token: string }) {
  const [team] = await server.database.db
    .insert(ministryTeams)
    .values({
      name: 'Worship',
      leaderName: 'Grace Nakato',
      contactEmail: 'serve@example.org',
      description: 'The Worship team.',
      isActive: true,
    })
    .returning();
  const response = await call(server, 'POST', '/api/volunteer/apply', {
    token: member.token,
    payload: { teamId: team!.id, message: 'I play keys.' },
  });
  return response.json<VolunteerApplication>();
}
const preferences = async (token: string) =>
  (await call(server, 'GET', '/api/profile/notifications', { token })).json<{
    preferences: NotificationPreference[];
  }>().preferences;
const setPreferences = (token: string, payload: object) =>
  call(server, 'PUT', '/api/profile/notifications', { token, payload });

describe('mails to the member', () => {
  it('tell a member their volunteer application was approved, with one-click unsubscribe', async () => {
    const admin = await createAdmin(server);
    const member = await createUser(server, {
      fullName: 'Sarah Nambi',
      email: 'sarah@example.org',
    });
    const application = await teamApplication(member);
    await call(server, 'PUT', `/api/volunteer/applications/${application._id}`, {
      token: admin.token,
      payload: { status: 'Approved' },
    });
    const [mail] = await mailsTo('sarah@example.org');
    expect(mail!.subject).toBe('Your application to Worship was approved');
    expect(mail!.text).toContain('Hello Sarah Nambi,');
    expect(mail!.text).toContain('http://localhost:3000/#/profile');
    expect(header(mail!, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail!.text).toContain(unsubscribeLink(mail!));
    expect(mail!.html).toContain('Stop &quot;Volunteer applications&quot; e-mails');
  });

  it('tell of a rejection, a campus decision, an approved testimony and an answered prayer', async () => {
    const admin = await createAdmin(server);
    const member = await createUser(server, { email: 'ruth@example.org' });
    const application = await teamApplication(member);
    await call(server, 'PUT', `/api/volunteer/applications/${application._id}`, {
      token: admin.token,
      payload: { status: 'Rejected' },
    });
    const propose = async (name: string) =>
      (
        await call(server, 'POST', '/api/light-campuses/apply', {
          token: member.token,
          payload: {
            proposedCampusName: name,
            proposedLocation: 'Kampala',
            proposedLeaderName: 'Ruth',
            contactInfo: 'ruth@example.org',
            missionStatement: 'Students meeting midweek.',
          },
        })
      ).json<{ _id: string }>()._id;
    for (const [name, action] of [
      ['Makerere', 'approve'],
      ['Ntinda', 'reject'],
    ] as const)
      await call(
        server,
        'PUT',
        `/api/light-campuses/admin/applications/${await propose(name)}/${action}`,
        {
          token: admin.token,
        },
      );
    const story = await call(server, 'POST', '/api/testimonies', {
      token: member.token,
      payload: { name: 'Ruth', title: 'Healed', story_text: 'God healed my mother.' },
    });
    await call(server, 'PUT', `/api/testimonies/admin/${story.json<{ _id: string }>()._id}`, {
      token: admin.token,
      payload: { is_approved: true },
    });
    const prayer = (
      await call(server, 'POST', '/api/prayer-requests', {
        token: member.token,
        payload: { name: 'Ruth', request_text: 'A job for my brother' },
      })
    ).json<{ _id: string }>();
    const markAnswered = (is_answered: boolean) =>
      call(server, 'PUT', `/api/prayer-requests/admin/${prayer._id}`, {
        token: admin.token,
        payload: { is_answered },
      });
    await markAnswered(true);
    // Saved as answered again: no second mail.
    await markAnswered(true);

    const mails = await mailsTo('ruth@example.org', 5);
    expect(mails.map((mail) => mail.subject).sort()).toEqual(
      [
        'Your application to Worship was not approved this time',
        'Your campus proposal "Makerere" was approved',
        'Your campus proposal "Ntinda" was not approved this time',
        'Your testimony "Healed" is now on the site',
        'Your prayer request was marked answered',
      ].sort(),
    );
    await nothingMoreThan(5);
  });

  it('are not sent when the member turned the kind off', async () => {
    const admin = await createAdmin(server);
    const member = await createUser(server, { email: 'quiet@example.org' });
    expect(await preferences(member.token)).toContainEqual({
      kind: 'volunteer_decision',
      email: true,
      push: true,
    });
    const off = await setPreferences(member.token, {
      preferences: [{ kind: 'volunteer_decision', email: false }],
    });
    expect(off.statusCode).toBe(200);
    expect(off.json<{ preferences: NotificationPreference[] }>().preferences).toContainEqual({
      kind: 'volunteer_decision',
      email: false,
      push: true,
    });
    const application = await teamApplication(member);
    await call(server, 'PUT', `/api/volunteer/applications/${application._id}`, {
      token: admin.token,
      payload: { status: 'Approved' },
    });
    await nothingMoreThan(0);
  });
});

describe('preferences', () => {
  it('show a member the member kinds only, and refuse them the admin kinds', async () => {
    const member = await createUser(server);
    const kinds = (await preferences(member.token)).map((preference) => preference.kind);
    expect(kinds).toEqual([
      'volunteer_decision',
      'campus_decision',
      'testimony_approved',
      'prayer_answered',
      'private_message',
      'chat_reply',
      'event_reminder',
    ]);
    const refused = await setPreferences(member.token, {
      preferences: [{ kind: 'new_contact_message', email: true }],
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Only admins can change the admin notifications' });
    expect((await call(server, 'GET', '/api/profile/notifications')).statusCode).toBe(401);
    const unknown = await setPreferences(member.token, { preferences: [{ kind: 'gossip' }] });
    expect(unknown.statusCode).toBe(400);
  });

  it('start with the admin kinds off, and a channel a kind lacks stays off', async () => {
    const admin = await createAdmin(server);
    expect(await preferences(admin.token)).toContainEqual({
      kind: 'prayer_digest',
      email: false,
      push: false,
    });
    const on = await setPreferences(admin.token, {
      preferences: [{ kind: 'prayer_digest', email: true, push: true }],
    });
    expect(on.json<{ preferences: NotificationPreference[] }>().preferences).toContainEqual({
      kind: 'prayer_digest',
      email: true,
      push: false,
    });
  });
});

describe('mails to admins who opted in', () => {
  it('tell of a contact message, a campus proposal and a volunteer application', async () => {
    const keen = await createAdmin(server, { email: 'keen@example.org' });
    await createAdmin(server, { email: 'busy@example.org' });
    await setPreferences(keen.token, {
      preferences: [
        { kind: 'new_contact_message', email: true },
        { kind: 'new_campus_proposal', email: true },
        { kind: 'new_volunteer_application', email: true },
      ],
    });
    const member = await createUser(server, { fullName: 'Peter Okello' });
    await call(server, 'POST', '/api/contact-messages', {
      payload: {
        name: 'Esther',
        email: 'esther@example.org',
        subject: 'Parking',
        message: 'Is there any?',
      },
    });
    await call(server, 'POST', '/api/light-campuses/apply', {
      token: member.token,
      payload: {
        proposedCampusName: 'Gulu',
        proposedLocation: 'Gulu',
        proposedLeaderName: 'Peter',
        contactInfo: 'peter@example.org',
        missionStatement: 'A campus in the north.',
      },
    });
    await teamApplication(member);
    const mails = await mailsTo('keen@example.org', 3);
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      'New campus proposal: Gulu',
      'New contact message from Esther: Parking',
      'New volunteer application for Worship',
    ]);
    await nothingMoreThan(3);
  });
});

describe('unsubscribing', () => {
  async function approvedMail() {
    const admin = await createAdmin(server);
    const member = await createUser(server, { email: 'leaving@example.org' });
    const application = await teamApplication(member);
    await call(server, 'PUT', `/api/volunteer/applications/${application._id}`, {
      token: admin.token,
      payload: { status: 'Approved' },
    });
    const [mail] = await mailsTo('leaving@example.org');
    return { member, path: unsubscribeLink(mail!).replace('http://localhost:3000', '') };
  }
  const volunteerMails = async (token: string) =>
    (await preferences(token)).find((preference) => preference.kind === 'volunteer_decision')!;

  it('by the link: a page with a button, which turns that kind off without signing in', async () => {
    const { member, path } = await approvedMail();
    const page = await server.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<form method="post">');
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");
    expect(page.body).toContain('Stop &quot;Volunteer applications&quot; e-mails');
    // Opening the page (as a link scanner would) changes nothing.
    expect((await volunteerMails(member.token)).email).toBe(true);
    const pressed = await server.app.inject({ method: 'POST', url: path });
    expect(pressed.statusCode).toBe(200);
    expect(pressed.body).toContain('You are unsubscribed');
    expect(await volunteerMails(member.token)).toEqual({
      kind: 'volunteer_decision',
      email: false,
      push: true,
    });
    // Other kinds stay on.
    expect((await preferences(member.token)).filter((p) => p.email).length).toBe(4);
  });

  it('by one click in the mail program (RFC 8058 POST), and never with a forged token', async () => {
    const { member, path } = await approvedMail();
    const oneClick = await server.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect((await volunteerMails(member.token)).email).toBe(false);

    const token = new URL(path, 'http://x').searchParams.get('token')!;
    const [subject, signature] = token.split('.');
    const otherKind = Buffer.from(
      `${Buffer.from(subject!, 'base64url').toString().split(':')[0]}:private_message`,
    ).toString('base64url');
    for (const forged of [`${otherKind}.${signature}`, 'nonsense', ''])
      expect(
        (
          await server.app.inject({
            method: 'POST',
            url: `/api/notifications/unsubscribe?token=${forged}`,
          })
        ).statusCode,
      ).toBe(400);
    expect((await preferences(member.token)).find((p) => p.kind === 'private_message')!.email).toBe(
      true,
    );
  });
});
