import type { LightCampus, LightCampusInput } from '@torch/contract';
import { describe, expect, it } from 'vitest';
import { admin, call, server, serverPerTest } from '../../../test/harness';
import { createAdmin, createUser } from '../../../test/test-server';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const PHOTO_A = '/uploads/campus-images/a.webp';
const PHOTO_B = '/uploads/campus-images/b.webp';

serverPerTest({ admin: true });

const send = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string | null = admin.token,
  payload?: object,
) => call(server, method, url, { token, payload });

const campus = (name: string, extra: Partial<LightCampusInput> = {}): LightCampusInput => ({
  name,
  location: `${name}, Kampala`,
  leaderName: 'Brian Ssemakula',
  contactInfo: '+256 772 000 000',
  meetingSchedule: 'Thursdays, 6:30 PM',
  ...extra,
});
const addCampus = async (input: LightCampusInput) => {
  const response = await send('POST', '/api/light-campuses/admin', admin.token, input);
  expect(response.statusCode).toBe(201);
  return response.json<LightCampus>();
};
const publicNames = async () =>
  (await send('GET', '/api/light-campuses/public', null))
    .json<LightCampus[]>()
    .map((row) => row.name);
const adminList = async () => {
  const response = await send('GET', '/api/light-campuses/admin/all');
  expect(response.statusCode).toBe(200);
  return response.json<LightCampus[]>();
};

describe('an admin managing Light Campuses', () => {
  it('adds an active campus by default, which visitors then see', async () => {
    const created = await addCampus(campus('Ntinda'));
    expect(created).toEqual({
      _id: expect.any(String) as string,
      name: 'Ntinda',
      location: 'Ntinda, Kampala',
      leaderName: 'Brian Ssemakula',
      contactInfo: '+256 772 000 000',
      meetingSchedule: 'Thursdays, 6:30 PM',
      isActive: true,
      images: [],
    });
    expect(await publicNames()).toEqual(['Ntinda']);
  });

  it('shows inactive campuses to admins only', async () => {
    await addCampus(campus('Ntinda'));
    await addCampus(campus('Closed Campus', { isActive: false }));
    expect((await adminList()).map((row) => row.name)).toEqual(['Ntinda', 'Closed Campus']);
    expect(await publicNames()).toEqual(['Ntinda']);
  });

  it('records when and by whom each new image was added, and keeps that record on later edits', async () => {
    const created = await addCampus(
      campus('Ntinda', {
        images: [
          { url: PHOTO_A, alt: 'Evening worship', publicId: 'campus-images/a' },
          { url: PHOTO_B, uploadedAt: '2026-01-05T08:00:00.000Z', uploadedBy: 'someone-earlier' },
        ],
      }),
    );
    const [first, second] = created.images;
    expect(first).toEqual({
      url: PHOTO_A,
      alt: 'Evening worship',
      publicId: 'campus-images/a',
      uploadedAt: expect.any(String) as string,
      uploadedBy: admin.user.id,
    });
    expect(Date.now() - Date.parse(first!.uploadedAt!)).toBeLessThan(60_000);
    expect(second).toEqual({
      url: PHOTO_B,
      uploadedAt: '2026-01-05T08:00:00.000Z',
      uploadedBy: 'someone-earlier',
    });

    // The edit form sends back the gallery without the bookkeeping, minus the removed image.
    const otherAdmin = await createAdmin(server);
    const edited = await send(
      'PUT',
      `/api/light-campuses/admin/${created._id}`,
      otherAdmin.token,
      campus('Ntinda', { images: [{ url: PHOTO_A, alt: 'Evening worship' }] }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json<LightCampus>().images).toEqual([
      {
        url: PHOTO_A,
        alt: 'Evening worship',
        uploadedAt: first!.uploadedAt,
        uploadedBy: admin.user.id,
      },
    ]);
  });

  it('edits a campus; switching it off hides it from visitors', async () => {
    const created = await addCampus(campus('Ntinda'));
    const response = await send(
      'PUT',
      `/api/light-campuses/admin/${created._id}`,
      admin.token,
      campus('Ntinda North', { isActive: false, meetingSchedule: 'Fridays, 7 PM' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<LightCampus>()).toMatchObject({
      _id: created._id,
      name: 'Ntinda North',
      meetingSchedule: 'Fridays, 7 PM',
      isActive: false,
    });
    expect(await publicNames()).toEqual([]);
  });

  it('deletes a campus (204)', async () => {
    const created = await addCampus(campus('Ntinda'));
    expect((await send('DELETE', `/api/light-campuses/admin/${created._id}`)).statusCode).toBe(204);
    expect(await adminList()).toEqual([]);
  });

  it('requires the five text fields, naming the missing one', async () => {
    const response = await send('POST', '/api/light-campuses/admin', admin.token, {
      ...campus('Ntinda'),
      meetingSchedule: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Meeting schedule is required',
      field: 'meetingSchedule',
    });
  });

  it('refuses an image without a URL, naming it', async () => {
    const response = await send('POST', '/api/light-campuses/admin', admin.token, {
      ...campus('Ntinda'),
      images: [{ url: '' }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ field: string }>().field).toBe('images.0.url');
  });

  it('answers 404 for an unknown or malformed campus id', async () => {
    for (const id of [UNKNOWN_ID, 'not-a-uuid']) {
      const edit = await send('PUT', `/api/light-campuses/admin/${id}`, admin.token, campus('X'));
      expect(edit.statusCode).toBe(404);
      expect(edit.json()).toEqual({ message: 'Campus not found' });
      expect((await send('DELETE', `/api/light-campuses/admin/${id}`)).statusCode).toBe(404);
    }
  });

  it('keeps members and visitors out: 401 signed out, 403 for a member', async () => {
    const created = await addCampus(campus('Ntinda'));
    const member = await createUser(server);
    const attempts = [
      ['GET', '/api/light-campuses/admin/all'],
      ['POST', '/api/light-campuses/admin'],
      ['PUT', `/api/light-campuses/admin/${created._id}`],
      ['DELETE', `/api/light-campuses/admin/${created._id}`],
    ] as const;
    for (const [method, url] of attempts) {
      const payload = method === 'POST' || method === 'PUT' ? campus('Hijacked') : undefined;
      expect((await send(method, url, null, payload)).statusCode).toBe(401);
      expect((await send(method, url, member.token, payload)).statusCode).toBe(403);
    }
    expect((await adminList()).map((row) => row.name)).toEqual(['Ntinda']);
  });
});
