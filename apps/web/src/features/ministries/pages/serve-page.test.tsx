import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MinistryTeam, MyVolunteerApplication } from '@torch/contract';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { createUser } from '../../../test/factories';
import { renderApp } from '../../../test/render-app';

const worship: MinistryTeam = {
  _id: '6f1c0a4e-0000-4000-8000-000000000001',
  name: 'Worship Team',
  leaderName: 'David',
  contactEmail: 'worship@torch.test',
  description: 'Leading the church in song.',
  imageUrl: null,
  isActive: true,
};
const ushers: MinistryTeam = {
  ...worship,
  _id: '6f1c0a4e-0000-4000-8000-000000000002',
  name: 'Ushers',
};

function mine(
  team: MinistryTeam,
  status: MyVolunteerApplication['status'],
): MyVolunteerApplication {
  return {
    _id: `app-${team._id}`,
    teamId: team._id,
    teamName: team.name,
    status,
    createdAt: '2025-06-01T10:00:00.000Z',
  };
}

describe('Serve', () => {
  it('sends a visitor to sign in, remembering /serve and the team they chose', async () => {
    fakeApi({ 'GET /api/ministry-teams/public': { body: [worship] } });
    const { router } = renderApp('/serve');
    await userEvent.setup().click(await screen.findByRole('button', { name: /Apply to Join/ }));
    await screen.findByRole('heading', { name: 'Welcome back' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({
      from: { pathname: '/serve', search: `?apply=${worship._id}` },
    });
  });

  it('opens the form again for that team once the member is back from signing in', async () => {
    fakeApi({
      'GET /api/profile/me': { body: createUser() },
      'GET /api/ministry-teams/public': { body: [worship, ushers] },
      'GET /api/volunteer/mine': { body: [] },
    });
    const { router } = renderApp(`/serve?apply=${ushers._id}`, { token: 'member' });
    const dialog = await screen.findByRole('dialog', { name: 'Apply for Ushers' });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.search).toBe('');
  });

  it('opens no form for a team the member has meanwhile applied to', async () => {
    fakeApi({
      'GET /api/profile/me': { body: createUser() },
      'GET /api/ministry-teams/public': { body: [worship] },
      'GET /api/volunteer/mine': { body: [mine(worship, 'Pending')] },
    });
    const { router } = renderApp(`/serve?apply=${worship._id}`, { token: 'member' });
    await screen.findByText('Pending');
    await vi.waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows a member's own status and lets them apply to another team", async () => {
    const member = createUser();
    const { requests } = fakeApi({
      'GET /api/profile/me': { body: member },
      'GET /api/ministry-teams/public': { body: [worship, ushers] },
      'GET /api/volunteer/mine': { body: [mine(worship, 'Approved')] },
      'POST /api/volunteer/apply': { status: 201, body: {} },
    });
    renderApp('/serve', { token: 'member' });

    const teams = await screen.findByRole('list', { name: 'Ministry teams' });
    const [worshipCard, ushersCard] = within(teams).getAllByRole('listitem');
    expect(await within(worshipCard!).findByText('Approved')).toBeVisible();
    expect(within(worshipCard!).queryByRole('button', { name: /Apply to Join/ })).toBeNull();

    const user = userEvent.setup();
    await user.click(within(ushersCard!).getByRole('button', { name: /Apply to Join/ }));
    const dialog = screen.getByRole('dialog', { name: 'Apply for Ushers' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit Application' }));
    expect(within(dialog).getByText('Message is required')).toBeVisible();

    await user.type(within(dialog).getByLabelText('Message'), 'I love welcoming people.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Application' }));
    expect(
      await screen.findByText(
        'Application submitted successfully! The team leader will be in touch.',
      ),
    ).toBeVisible();
    expect(requests.find((sent) => sent.method === 'POST')?.body).toEqual({
      teamId: ushers._id,
      message: 'I love welcoming people.',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the refusal of a second pending application', async () => {
    fakeApi({
      'GET /api/profile/me': { body: createUser() },
      'GET /api/ministry-teams/public': { body: [worship] },
      'GET /api/volunteer/mine': { body: [] },
      'POST /api/volunteer/apply': {
        status: 409,
        body: { message: 'You already have a pending application for this team' },
      },
    });
    renderApp('/serve', { token: 'member' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Apply to Join/ }));
    await user.type(screen.getByLabelText('Message'), 'Again');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(
      await screen.findByText(
        'Submission failed: You already have a pending application for this team',
      ),
    ).toBeVisible();
  });
});
