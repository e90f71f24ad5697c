import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NewConvert } from '@torch/contract';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { createUser } from '../../../test/factories';
import { renderApp } from '../../../test/render-app';

describe('new converts', () => {
  it('requires the six fields, then sends the choices too', async () => {
    const { requests } = fakeApi({ 'POST /api/new-converts': { status: 201, body: {} } });
    renderApp('/new-converts');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    for (const message of [
      'First name is required',
      'Last name is required',
      'Area code is required',
      'Phone number is required',
      'Email is required',
      'Country is required',
    ]) {
      expect(screen.getByText(message)).toBeVisible();
    }
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);

    await user.type(screen.getByLabelText('First name'), 'Peter');
    await user.type(screen.getByLabelText('Last name'), 'Okello');
    await user.type(screen.getByLabelText('Area code'), '+256');
    await user.type(screen.getByLabelText('Phone number'), '772 123456');
    await user.type(screen.getByLabelText('Email'), 'peter@torch.test');
    await user.type(screen.getByLabelText('Country'), 'Uganda');
    await user.click(screen.getAllByLabelText('Yes')[0]!);
    await user.click(screen.getByLabelText('Lychnos'));
    await user.click(screen.getByLabelText('Phos'));
    await user.click(screen.getByLabelText('I agree to be contacted by the Torch family'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(
      await screen.findByText("Welcome to the family! We're excited to walk with you."),
    ).toBeVisible();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      firstName: 'Peter',
      lastName: 'Okello',
      areaCode: '+256',
      phoneNumber: '772 123456',
      email: 'peter@torch.test',
      country: 'Uganda',
      whatsApp: 'yes',
      community: ['lychnos', 'phos'],
      agree: 'yes',
    });
  });

  it('lists them read-only for admins', async () => {
    const convert: NewConvert = {
      _id: 'c1',
      firstName: 'Peter',
      lastName: 'Okello',
      areaCode: '+256',
      phoneNumber: '772123456',
      whatsApp: 'yes',
      whatsAppGroup: 'no',
      email: 'peter@torch.test',
      country: 'Uganda',
      community: ['phos'],
      agree: 'yes',
      createdAt: '2025-06-01T10:00:00.000Z',
    };
    fakeApi({
      'GET /api/profile/me': { body: createUser({ role: 'Admin' }) },
      'GET /api/new-converts': { body: [convert] },
    });
    renderApp('/admin/new-converts', { token: 'admin' });
    expect(await screen.findByRole('heading', { name: 'Peter Okello' })).toBeVisible();
    expect(screen.getByText('+256 772123456')).toBeVisible();
    expect(screen.getByText('phos')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Delete|Edit/ })).toBeNull();
  });

  it('searches by name and country on the server, from the address too', async () => {
    const convert = (firstName: string, country: string): NewConvert => ({
      _id: firstName,
      firstName,
      lastName: 'Okello',
      areaCode: '+256',
      phoneNumber: '772123456',
      whatsApp: null,
      whatsAppGroup: null,
      email: `${firstName.toLowerCase()}@torch.test`,
      country,
      community: [],
      agree: null,
      createdAt: '2025-06-01T10:00:00.000Z',
    });
    const everyone = [convert('Peter', 'Uganda'), convert('Miriam', 'Kenya')];
    const { requests } = fakeApi({
      'GET /api/profile/me': { body: createUser({ role: 'Admin' }) },
      'GET /api/new-converts': (sent) => {
        const query = new URL(sent.path, 'http://x').searchParams;
        const q = (query.get('q') ?? '').toLowerCase();
        const country = (query.get('country') ?? '').toLowerCase();
        const shown = everyone.filter(
          (one) =>
            `${one.firstName} ${one.lastName}`.toLowerCase().includes(q) &&
            (!country || one.country.toLowerCase() === country),
        );
        return { body: shown, headers: { 'X-Total-Count': String(shown.length) } };
      },
    });
    renderApp('/admin/new-converts?country=kenya', { token: 'admin' });
    expect(await screen.findByRole('heading', { name: 'Miriam Okello' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Peter Okello' })).toBeNull();
    expect(screen.getByLabelText('Country')).toHaveValue('kenya');

    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Country'));
    await waitFor(() => expect(requests.at(-1)?.path).toBe('/api/new-converts'));
    // Pasted, as one change: typed keys may be further apart than the debounce on a busy machine.
    await user.click(screen.getByLabelText('Search by name'));
    await user.paste('pet');
    expect(await screen.findByRole('heading', { name: 'Peter Okello' })).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Miriam Okello' })).toBeNull(),
    );
    // The list may narrow what it holds before the search's request leaves (on a busy machine).
    await waitFor(() =>
      expect(requests.filter((sent) => sent.path.includes('q=')).map((sent) => sent.path)).toEqual([
        '/api/new-converts?q=pet',
      ]),
    );

    await user.type(screen.getByLabelText('Search by name'), 'ronella');
    expect(await screen.findByText('No new converts match “petronella”.')).toBeVisible();
  });
});
