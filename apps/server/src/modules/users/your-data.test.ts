/** A member downloads everything stored about them, and nothing about anyone else. */
import type { DataExport } from '@torch/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, server, serverPerFile } from '../../../test/harness';
import { createAdmin, createUser, SAMPLE_IMAGE_URL } from '../../../test/test-server';
import { users } from '../../db/schema';

serverPerFile();

const post = async (url: string, token: string | undefined, payload: object) => {
  const response = await call(server, 'POST', url, { token, payload });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json<{ _id: string }>();
};

describe('your data', () => {
  it('holds the profile, requests, stories, applications, messages, reactions, newsletter and gifts', async () => {
    const admin = await createAdmin(server);
    const member = await createUser(server, { fullName: 'Miriam Nakato' });
    const other = await createUser(server, { fullName: 'Peter Okello' });
    const team = await post('/api/ministry-teams', admin.token, {
      name: 'Choir',
      leaderName: 'Anna',
      contactEmail: 'choir@example.org',
      description: 'We sing.',
      imageUrl: SAMPLE_IMAGE_URL,
    });

    await post('/api/prayer-requests', member.token, {
      name: 'Miriam',
      request_text: 'Healing for my mother',
    });
    await post('/api/prayer-requests', other.token, { name: 'Peter', request_text: 'Not hers' });
    await post('/api/testimonies', member.token, {
      name: 'Miriam',
      title: 'Provided for',
      story_text: 'God provided.',
    });
    await post('/api/volunteer/apply', member.token, { teamId: team._id, message: 'I sing' });
    await post('/api/light-campuses/apply', member.token, {
      proposedCampusName: 'Kira',
      proposedLocation: 'Kira',
      proposedLeaderName: 'Paul',
      contactInfo: '0772 111 222',
      missionStatement: 'Light in Kira.',
    });
    const message = await post('/api/messages', member.token, { content: 'Hello church' });
    await post('/api/messages', other.token, { content: 'Not hers either' });
    await post(`/api/messages/${message._id}/react`, member.token, { emoji: '🙏' });
    await post('/api/newsletter', undefined, { email: member.user.email.toUpperCase() });
    await post('/api/donations', member.token, {
      amount: 25_000,
      fund: 'global-missions',
      method: 'mtn',
      phone: '0772 123456',
      fullName: 'Miriam Nakato',
      idempotencyKey: `your-data-${crypto.randomUUID()}`,
    });
    // As a followed reset link leaves it (account-review.test.ts follows a real one).
    await server.database.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.id, member.user.id));

    const response = await call(server, 'GET', '/api/profile/export', { token: member.token });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="my-torch-data.json"',
    );
    const data = response.json<DataExport>();
    expect(data.profile).toMatchObject({ id: member.user.id, fullName: 'Miriam Nakato' });
    expect(data.prayerRequests.map((request) => request.request_text)).toEqual([
      'Healing for my mother',
    ]);
    expect(data.testimonies.map((story) => story.title)).toEqual(['Provided for']);
    expect(data.volunteerApplications).toMatchObject([{ teamName: 'Choir', status: 'Pending' }]);
    expect(data.campusProposals).toMatchObject([{ name: 'Kira', status: 'Pending' }]);
    expect(data.chatMessages.map((sent) => sent.content)).toEqual(['Hello church']);
    expect(data.reactions).toMatchObject([{ messageId: message._id, emoji: '🙏' }]);
    // Asked for, not confirmed; shown since Miriam's address is proven (a reset link she followed).
    expect(data.newsletter).toMatchObject({ status: 'pending', subscribed: false });
    expect(data.gifts).toMatchObject([{ amount: 25_000, fund: 'global-missions' }]);
  });

  it('is for a signed-in member only', async () => {
    expect((await call(server, 'GET', '/api/profile/export')).statusCode).toBe(401);
    const fresh = await createUser(server);
    const data = (
      await call(server, 'GET', '/api/profile/export', { token: fresh.token })
    ).json<DataExport>();
    expect(data).toMatchObject({
      prayerRequests: [],
      chatMessages: [],
      newsletter: null,
      gifts: [],
    });
  });
});
