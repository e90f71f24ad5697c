import type { LightCampus } from '@torch/contract';
import { describe, expect, it } from 'vitest';
import { readOk, server, serverPerTest } from '../../../test/harness';
import { lightCampuses, type StoredCampusImage } from '../../db/schema';

serverPerTest();

const details = (name: string) => ({
  name,
  location: `${name}, Kampala`,
  leaderName: 'Brian Ssemakula',
  contactInfo: '+256 772 000 000',
  meetingSchedule: 'Thursdays, 6:30 PM',
});

/** Factory: a stored campus; `minutesAgo` sets when it was added. */
const createCampus = (
  name: string,
  minutesAgo: number,
  extra: { isActive?: boolean; images?: StoredCampusImage[] } = {},
) =>
  server.database.db.insert(lightCampuses).values({
    ...details(name),
    createdAt: new Date(Date.now() - minutesAgo * 60_000),
    ...extra,
  });

const listPublic = () => readOk<LightCampus[]>('/api/light-campuses/public');

describe('the public Light Campuses list', () => {
  it('shows active campuses in the order they were added, inactive ones hidden', async () => {
    await createCampus('Entebbe', 1);
    await createCampus('Ntinda', 30);
    await createCampus('Closed Campus', 20, { isActive: false });
    await createCampus('Makerere', 10);
    expect((await listPublic()).map((campus) => campus.name)).toEqual([
      'Ntinda',
      'Makerere',
      'Entebbe',
    ]);
  });

  it('gives each campus its images as url and alt, in the stored order', async () => {
    const images = [
      {
        url: '/uploads/campus-images/a.webp',
        alt: 'Evening worship in a living room',
        publicId: 'campus-images/a',
        uploadedAt: '2026-03-01T10:00:00.000Z',
      },
      { url: '/uploads/campus-images/b.webp' },
    ];
    await createCampus('Ntinda', 5, { images });
    await createCampus('Makerere', 1);
    const [ntinda, makerere] = await listPublic();
    expect(ntinda).toEqual({
      _id: expect.any(String) as string,
      ...details('Ntinda'),
      isActive: true,
      images,
    });
    expect(makerere?.images).toEqual([]);
  });
});
