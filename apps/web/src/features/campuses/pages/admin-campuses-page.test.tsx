import { screen, within } from '@testing-library/react';
import type { CampusApplication, LightCampus } from '@torch/contract';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '../../../test/admin-fixtures';
import { pagedAnswer } from '../../../test/fake-pages';

const proposal: CampusApplication = {
  _id: 'p1',
  applicantName: 'Esther',
  avatarUrl: null,
  proposedLeaderName: 'Esther',
  contactInfo: 'esther@torch.test',
  name: 'Ntinda Light',
  location: 'Ntinda',
  description: 'Reach young families.',
  status: 'Pending',
  createdAt: '2025-06-01T10:00:00.000Z',
};
const campus: LightCampus = {
  _id: 'c1',
  name: 'Ntinda Light',
  location: 'Ntinda',
  leaderName: 'Esther',
  contactInfo: 'esther@torch.test',
  meetingSchedule: 'Fridays',
  isActive: true,
  images: [{ url: '/uploads/a.webp' }, { url: '/uploads/b.webp' }],
};

describe('campuses in the admin area', () => {
  it('approving a proposal opens the campus form filled from it, and saving approves it', async () => {
    let applications = [proposal];
    let campuses: LightCampus[] = [];
    const { requests, user } = renderAdmin('/admin/campuses', {
      'GET /api/light-campuses/admin/applications': (request) => pagedAnswer(applications)(request),
      'GET /api/light-campuses/admin/all': () => ({ body: campuses }),
      'PUT /api/light-campuses/admin/applications/p1/approve': () => {
        applications = [{ ...proposal, status: 'Approved' }];
        campuses = [campus];
        return { body: applications[0] };
      },
    });
    expect(await screen.findByRole('tab', { name: 'Applications (1)' })).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Approve Ntinda Light' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve and Open Campus' });
    expect(within(dialog).getByText('Reach young families.')).toBeVisible();
    expect(within(dialog).getByLabelText('Campus name')).toHaveValue('Ntinda Light');
    expect(within(dialog).getByLabelText('Location')).toHaveValue('Ntinda');
    expect(within(dialog).getByLabelText('Leader name')).toHaveValue('Esther');
    expect(within(dialog).getByLabelText('Contact info')).toHaveValue('esther@torch.test');
    expect(within(dialog).getByText('Shown on the public campus page.')).toBeVisible();

    // No schedule yet: nothing is approved until the campus is complete.
    await user.click(within(dialog).getByRole('button', { name: 'Approve and Open' }));
    expect(within(dialog).getByText('Meeting schedule is required')).toBeVisible();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);

    const contact = within(dialog).getByLabelText('Contact info');
    await user.clear(contact);
    await user.type(contact, '+256 700 123 456');
    await user.type(within(dialog).getByLabelText('Meeting schedule'), 'Fridays, 7 PM');
    await user.click(within(dialog).getByRole('button', { name: 'Approve and Open' }));
    expect(await screen.findByText('Application approved.')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      campus: {
        name: 'Ntinda Light',
        location: 'Ntinda',
        leaderName: 'Esther',
        contactInfo: '+256 700 123 456',
        meetingSchedule: 'Fridays, 7 PM',
        isActive: true,
        images: [],
      },
    });
    expect(await screen.findByRole('tab', { name: 'Applications (0)' })).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Manage Campuses' }));
    expect(await screen.findByRole('heading', { name: 'Ntinda Light' })).toBeVisible();
  });

  it('removes a photo from a campus and saves the rest', async () => {
    const { requests, user } = renderAdmin('/admin/campuses', {
      'GET /api/light-campuses/admin/applications': pagedAnswer([]),
      'GET /api/light-campuses/admin/all': { body: [campus] },
      'PUT /api/light-campuses/admin/c1': { body: campus },
    });
    await user.click(await screen.findByRole('tab', { name: 'Manage Campuses' }));
    await user.click(await screen.findByRole('button', { name: 'Edit Ntinda Light' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Campus' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove photo 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Campus saved successfully.')).toBeVisible();
    const sent = requests.find((request) => request.method === 'PUT')?.body as LightCampus;
    expect(sent.images.map((image) => image.url)).toEqual(['/uploads/b.webp']);
  });
});
