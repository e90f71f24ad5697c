import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LightCampus } from '@torch/contract';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { createUser } from '../../../test/factories';
import { renderApp } from '../../../test/render-app';

function campus(overrides: Partial<LightCampus>): LightCampus {
  return {
    _id: 'makerere',
    name: 'Makerere Light',
    location: 'Makerere University',
    leaderName: 'Joel',
    contactInfo: 'joel@torch.test',
    meetingSchedule: 'Fridays 6 pm',
    isActive: true,
    images: [],
    ...overrides,
  };
}

const photos = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ url: `/uploads/campus-${index + 1}.webp` }));

describe('Light Campuses', () => {
  it('shows a large photo, three thumbnails, +N more, and opens a photo large', async () => {
    fakeApi({
      'GET /api/light-campuses/public': {
        body: [campus({ images: photos(6) }), campus({ _id: 'kyambogo', name: 'Kyambogo' })],
      },
    });
    renderApp('/light-campuses');
    const list = await screen.findByRole('list', { name: 'Light Campuses' });
    const [withPhotos, withoutPhotos] = Array.from(list.children) as HTMLElement[];

    expect(
      within(withPhotos!).getAllByRole('button', { name: /^View Makerere Light/ }),
    ).toHaveLength(4);
    expect(within(withPhotos!).getByText('+2 more')).toBeVisible();
    expect(within(withoutPhotos!).getByTestId('campus-placeholder')).toBeVisible();

    await userEvent
      .setup()
      .click(within(withPhotos!).getByRole('button', { name: 'View Makerere Light, photo 3' }));
    const dialog = screen.getByRole('dialog', { name: 'Makerere Light' });
    expect(within(dialog).getByText('Photo 3 of 6')).toBeVisible();
    expect(within(dialog).getByRole('img', { name: 'Makerere Light, photo 3' })).toHaveAttribute(
      'src',
      '/uploads/campus-3.webp',
    );
  });

  it('walks through the photos with the arrow keys and the strip of all photos', async () => {
    fakeApi({ 'GET /api/light-campuses/public': { body: [campus({ images: photos(3) })] } });
    renderApp('/light-campuses');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'View Makerere Light, photo 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Makerere Light' });
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('Photo 2 of 3')).toBeVisible();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(dialog).getByText('Photo 3 of 3')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Show photo 1' }));
    expect(within(dialog).getByText('Photo 1 of 3')).toBeVisible();
  });

  it('fills the card with one photo or two, with no empty band', async () => {
    fakeApi({
      'GET /api/light-campuses/public': {
        body: [
          campus({ images: photos(1) }),
          campus({ _id: 'kyambogo', name: 'Kyambogo', images: photos(2) }),
        ],
      },
    });
    renderApp('/light-campuses');
    const list = await screen.findByRole('list', { name: 'Light Campuses' });
    const [one, two] = Array.from(list.children) as HTMLElement[];
    expect(within(one!).getAllByRole('button', { name: /^View / })).toHaveLength(1);
    expect(within(one!).queryByText('1 photos')).toBeNull();
    const second = within(two!).getByRole('button', { name: 'View Kyambogo, photo 2' });
    // The one small photo spans the card's width.
    expect(second.parentElement).toHaveClass('grid-cols-1');
    expect(within(two!).getByText('2 photos')).toBeVisible();
  });

  it('keeps a phone number on one line, one tap from a call', async () => {
    fakeApi({
      'GET /api/light-campuses/public': {
        body: [campus({ contactInfo: 'Esther: +256 772 555 019' })],
      },
    });
    renderApp('/light-campuses');
    const number = await screen.findByRole('link', { name: '+256 772 555 019' });
    expect(number).toHaveAttribute('href', 'tel:+256772555019');
    expect(number).toHaveClass('whitespace-nowrap');
    expect(number.closest('li')).not.toHaveClass('break-all');
  });

  it('says so when there are no campuses', async () => {
    fakeApi({ 'GET /api/light-campuses/public': { body: [] } });
    renderApp('/light-campuses');
    expect(await screen.findByText('No active campuses yet.')).toBeVisible();
  });

  it('sends a visitor to sign in, remembering /light-campuses', async () => {
    fakeApi({ 'GET /api/light-campuses/public': { body: [] } });
    const { router } = renderApp('/light-campuses');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Start a Campus' }));
    await screen.findByRole('heading', { name: 'Welcome back' });
    expect(router.state.location.state).toEqual({
      from: { pathname: '/light-campuses', search: '?propose' },
    });
  });

  it('opens the proposal form again once the member is back from signing in', async () => {
    fakeApi({
      'GET /api/profile/me': { body: createUser() },
      'GET /api/light-campuses/public': { body: [] },
    });
    const { router } = renderApp('/light-campuses?propose', { token: 'member' });
    const dialog = await screen.findByRole('dialog', { name: 'Propose a New Light Campus' });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.search).toBe('');
  });

  it('lets a member propose a campus, leader and contact starting as theirs', async () => {
    const member = createUser({ fullName: 'Esther Auma', email: 'esther@torch.test' });
    const { requests } = fakeApi({
      'GET /api/profile/me': { body: member },
      'GET /api/light-campuses/public': { body: [] },
      'POST /api/light-campuses/apply': { status: 201, body: {} },
    });
    renderApp('/light-campuses', { token: 'member' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Start a Campus' }));
    const dialog = screen.getByRole('dialog', { name: 'Propose a New Light Campus' });
    expect(within(dialog).getByLabelText('Proposed leader')).toHaveValue('Esther Auma');
    expect(within(dialog).getByLabelText('Contact info')).toHaveValue('esther@torch.test');
    expect(within(dialog).getByLabelText('Contact info')).toHaveAccessibleDescription(
      'Shown on the campus page once approved, for people to reach you.',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Submit Proposal' }));
    expect(within(dialog).getByText('Campus name is required')).toBeVisible();
    expect(within(dialog).getByText('Mission statement is required')).toBeVisible();

    await user.type(within(dialog).getByLabelText('Campus name'), 'Ntinda Light');
    await user.type(within(dialog).getByLabelText('Location'), 'Ntinda');
    await user.type(within(dialog).getByLabelText('Mission statement'), 'Reach young families.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Proposal' }));
    expect(
      await screen.findByText(
        'Application submitted successfully! We will review it and get back to you soon.',
      ),
    ).toBeVisible();
    expect(requests.find((sent) => sent.method === 'POST')?.body).toEqual({
      proposedCampusName: 'Ntinda Light',
      proposedLocation: 'Ntinda',
      proposedLeaderName: 'Esther Auma',
      contactInfo: 'esther@torch.test',
      missionStatement: 'Reach young families.',
    });
  });
});
