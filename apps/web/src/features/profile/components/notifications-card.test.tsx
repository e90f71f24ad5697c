import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { NotificationPreference } from '@torch/contract';
import { fakeApi } from '../../../test/fake-api';
import { createUser } from '../../../test/factories';
import { renderApp } from '../../../test/render-app';

const memberKinds: NotificationPreference[] = [
  { kind: 'volunteer_decision', email: true, push: true },
  { kind: 'private_message', email: true, push: true },
  { kind: 'chat_reply', email: false, push: true },
];

describe('the Notifications card on my profile', () => {
  it('shows a switch per kind and channel and saves a change', async () => {
    let preferences = memberKinds;
    const { requests } = fakeApi({
      'GET /api/profile/me': { body: createUser() },
      'GET /api/profile/notifications': () => ({ body: { preferences } }),
      'PUT /api/profile/notifications': () => {
        preferences = preferences.map((p) =>
          p.kind === 'private_message' ? { ...p, email: false } : p,
        );
        return { body: { preferences } };
      },
    });
    renderApp('/profile?tab=account', { token: 'member-token' });
    const user = userEvent.setup();

    const email = await screen.findByRole('switch', { name: 'Private messages: E-mail' });
    expect(email).toBeChecked();
    // A kind that is push only has no e-mail switch.
    expect(screen.queryByRole('switch', { name: 'Replies in chat: E-mail' })).toBeNull();
    expect(screen.getByRole('switch', { name: 'Replies in chat: On this device' })).toBeChecked();
    await user.click(email);

    await waitFor(() => expect(email).not.toBeChecked());
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      preferences: [{ kind: 'private_message', email: false }],
    });
  });

  it('says when this browser cannot show notifications, and shows admins their kinds', async () => {
    fakeApi({
      'GET /api/profile/me': { body: createUser({ role: 'Admin' }) },
      'GET /api/profile/notifications': {
        body: {
          preferences: [...memberKinds, { kind: 'prayer_digest', email: false, push: false }],
        },
      },
    });
    renderApp('/profile?tab=account', { token: 'admin-token' });

    const device = await screen.findByRole('switch', {
      name: 'Allow notifications on this device',
    });
    expect(device).toBeDisabled();
    expect(screen.getByText('This browser cannot show notifications from Torch.')).toBeVisible();
    const digest = await screen.findByRole('switch', { name: 'Prayer requests digest: E-mail' });
    expect(digest).not.toBeChecked();
    const row = digest.closest('li')!;
    expect(within(row).getByText('Admin')).toBeVisible();
  });
});
