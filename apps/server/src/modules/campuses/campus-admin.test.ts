import type { LightCampus, LightCampusInput } from '@torch/contract';
import { describe, expect, it } from 'vitest';
import { admin, adminWrites, call, readOk, server, serverPerTest } from '../../../test/harness';
import { createAdmin } from '../../../test/test-server';

const ADMIN_BASE = '/api/light-campuses/admin';
const PHOTO_A = '/uploads/campus-images/a.webp';
const PHOTO_B = '/uploads/campus-images/b.webp';

serverPerTest({ admin: true });

const writes = adminWrites<LightCampus>(ADMIN_BASE);
const { post, remove, add: addCampus, edit } = writes;

const campus = (name: string, extra: Partial<LightCampusInput> = {}): LightCampusInput => ({
  name,
  location: `${name}, Kampala`,
  leaderName: 'Brian Ssemakula',
  contactInfo: '+256 772 000 000',
  meetingSchedule: 'Thursdays, 6:30 PM',
  ...extra,
});
const publicNames = async () =>
  (await call(server, 'GET', '/api/light-campuses/public'))
    .json<LightCampus[]>()
    .map((row) => row.name);
const adminList = () => readOk<LightCampus[]>(`${ADMIN_BASE}/all`, admin.token);

describe('an admin managing Light Campuses', () => {
  it('adds an active campus by default, which visitors then see', async () => {
    const created = await addCampus(campus('Ntinda'));
    expect(created).toEqual({
      _id: expect.any(String) as string,
      ...campus('Ntinda'),
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
    const edited = await edit(
      created._id,
      campus('Ntinda', { images: [{ url: PHOTO_A, alt: 'Evening worship' }] }),
      otherAdmin.token,
    );
    expect(edited.images).toEqual([
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
    const edited = await edit(
      created._id,
      campus('Ntinda North', { isActive: false, meetingSchedule: 'Fridays, 7 PM' }),
    );
    expect(edited).toMatchObject({
      _id: created._id,
      name: 'Ntinda North',
      meetingSchedule: 'Fridays, 7 PM',
      isActive: false,
    });
    expect(await publicNames()).toEqual([]);
  });

  it('deletes a campus (204)', async () => {
    const created = await addCampus(campus('Ntinda'));
    expect((await remove(created._id)).statusCode).toBe(204);
    expect(await adminList()).toEqual([]);
  });

  it('requires the five text fields, naming the missing one', async () => {
    const response = await post({ ...campus('Ntinda'), meetingSchedule: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Meeting schedule is required',
      field: 'meetingSchedule',
    });
  });

  it('refuses an image without a URL, naming it', async () => {
    const response = await post({ ...campus('Ntinda'), images: [{ url: '' }] });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ field: string }>().field).toBe('images.0.url');
  });

  it('answers 404 for an unknown or malformed campus id', async () => {
    await writes.expectUnknownIds(campus('X'), 'Campus not found');
  });

  it('keeps members and visitors out: 401 signed out, 403 for a member', async () => {
    const created = await addCampus(campus('Ntinda'));
    await writes.expectAdminOnly(created._id, campus('Hijacked'), [['GET', `${ADMIN_BASE}/all`]]);
    expect((await adminList()).map((row) => row.name)).toEqual(['Ntinda']);
  });
});
