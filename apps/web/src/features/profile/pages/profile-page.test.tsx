import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { createUser } from '../../../test/factories';
import { renderApp } from '../../../test/render-app';

describe('my profile', () => {
  it('shows the member card and saves a new name, then reloads the user', async () => {
    let current = createUser({ fullName: 'Ruth Akello', role: 'Admin' });
    const { requests } = fakeApi({
      'GET /api/profile/me': () => ({ body: current }),
      'PUT /api/profile/me': ({ body }) => {
        current = { ...current, fullName: (body as { fullName: string }).fullName };
        return { body: current };
      },
    });
    renderApp('/profile', { token: 'member-token' });
    const user = userEvent.setup();

    const nameField = await screen.findByLabelText('Full Name');
    const page = within(screen.getByRole('main'));
    expect(page.getByText(current.email, { selector: 'p' })).toBeVisible();
    expect(page.getByText('Admin', { selector: 'span' })).toBeVisible();

    await user.clear(nameField);
    await user.type(nameField, '  Ruth Akello-Okot ');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      fullName: 'Ruth Akello-Okot',
      avatarUrl: null,
    });
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Ruth Akello-Okot' })).toBeVisible(),
    );
  });

  it('uploads a new picture and saves it with the profile', async () => {
    URL.createObjectURL = () => 'blob:preview';
    URL.revokeObjectURL = () => undefined;
    let current = createUser({ fullName: 'Ruth Akello' });
    const { requests } = fakeApi({
      'GET /api/profile/me': () => ({ body: current }),
      'POST /api/uploads': { status: 201, body: { url: '/uploads/avatars/ruth.webp' } },
      'PUT /api/profile/me': ({ body }) => {
        current = { ...current, ...(body as object) };
        return { body: current };
      },
    });
    renderApp('/profile', { token: 'member-token' });
    const user = userEvent.setup();

    const picture = await screen.findByLabelText<HTMLInputElement>('Profile picture', {
      selector: 'input',
    });
    await user.upload(picture, new File([new Uint8Array(64)], 'me.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(requests.some((request) => request.path === '/api/uploads')).toBe(true),
    );
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      fullName: 'Ruth Akello',
      avatarUrl: '/uploads/avatars/ruth.webp',
    });
  });

  it('requires a name before saving', async () => {
    const { requests } = fakeApi({ 'GET /api/profile/me': { body: createUser() } });
    renderApp('/profile', { token: 'member-token' });
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText('Full Name'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(screen.getByText('Full name is required')).toBeVisible();
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([]);
  });

  it("reports a failed save with the server's message, or a fallback", async () => {
    fakeApi({
      'GET /api/profile/me': { body: createUser() },
      'PUT /api/profile/me': { status: 400, body: { message: 'Full name is too long' } },
    });
    renderApp('/profile', { token: 'member-token' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Update failed: Full name is too long')).toBeInTheDocument();

    fakeApi({
      'GET /api/profile/me': { body: createUser() },
      'PUT /api/profile/me': { status: 500, body: { message: '' } },
    });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Update failed: Failed to update profile')).toBeInTheDocument();
  });
});
