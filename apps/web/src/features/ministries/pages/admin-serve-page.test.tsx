import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MinistryTeam, VolunteerApplication } from '@torch/contract';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '../../../test/admin-fixtures';
import { pagedAnswer } from '../../../test/fake-pages';

const team: MinistryTeam = {
  _id: 'worship',
  name: 'Worship Team',
  leaderName: 'David',
  contactEmail: 'worship@torch.test',
  description: 'Song',
  imageUrl: '/uploads/worship.webp',
  isActive: false,
};
const application: VolunteerApplication = {
  _id: 'app1',
  teamName: 'Worship Team',
  userName: 'Ruth',
  userEmail: 'ruth@torch.test',
  message: 'I sing.',
  status: 'Pending',
  createdAt: '2025-06-01T10:00:00.000Z',
};

describe('Serve in the admin area', () => {
  it('lists teams with their state and asks before deleting', async () => {
    const { requests } = renderAdmin('/admin/serve', {
      'GET /api/ministry-teams/admin': { body: [team] },
      'GET /api/volunteer/applications': pagedAnswer([application]),
      'DELETE /api/ministry-teams/worship': { status: 204 },
    });
    expect(await screen.findByRole('heading', { name: 'Worship Team' })).toBeVisible();
    expect(screen.getByText('Inactive')).toBeVisible();
    expect(await screen.findByRole('tab', { name: 'Applications (1)' })).toBeVisible();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete Worship Team' }));
    expect(requests.some((sent) => sent.method === 'DELETE')).toBe(false);
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Team deleted.')).toBeVisible();
  });

  it('requires every team field and an image', async () => {
    const { requests } = renderAdmin('/admin/serve', {
      'GET /api/ministry-teams/admin': { body: [] },
      'GET /api/volunteer/applications': pagedAnswer([]),
    });
    expect(await screen.findByText('No teams created yet.')).toBeVisible();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add New Team' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Team' });
    expect(within(dialog).getByLabelText('Active')).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Add Team' }));
    expect(within(dialog).getByText('Team name is required')).toBeVisible();
    expect(within(dialog).getByText('An image is required.')).toBeVisible();
    expect(requests.some((sent) => sent.method === 'POST')).toBe(false);
  });

  it('approves a pending application without a question', async () => {
    let current = [application];
    const { requests, user } = renderAdmin('/admin/serve', {
      'GET /api/ministry-teams/admin': { body: [team] },
      'GET /api/volunteer/applications': (request) => pagedAnswer(current)(request),
      'PUT /api/volunteer/applications/app1': () => {
        current = [{ ...application, status: 'Approved' }];
        return { body: current[0] };
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Applications (1)' }));
    await user.click(screen.getByRole('button', { name: 'Approve Ruth for Worship Team' }));
    expect(await screen.findByText('Application approved.')).toBeVisible();
    expect(requests.find((sent) => sent.method === 'PUT')?.body).toEqual({ status: 'Approved' });
    expect(await screen.findByText('Approved')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Approve Ruth/ })).toBeNull();
  });
});
