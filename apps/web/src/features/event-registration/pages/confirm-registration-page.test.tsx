import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registrationMessages, type RegistrationResult } from '@torch/contract';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

const confirmed: RegistrationResult = {
  message: registrationMessages.confirmed,
  registration: {
    _id: 'b7c1f0a4-1d5e-4a51-9f0e-2f8d7c1a9e01',
    event_id: 'c2d9e8f7-3a4b-4c5d-8e9f-0a1b2c3d4e5f',
    full_name: 'Grace Namuli',
    email: 'grace@example.org',
    phone: null,
    guests: 0,
    status: 'confirmed',
    ticket_code: 'TKT-ABCD-EFGH-JKLM',
    checked_in_at: null,
    created_at: '2026-03-12T09:00:00.000Z',
  },
};

describe('the registration confirmation page', () => {
  it('confirms nothing on opening; the button confirms once and shows the ticket', async () => {
    const { requests } = fakeApi({
      'POST /api/event-registrations/confirm': { body: confirmed },
    });
    renderApp('/events/registration/confirm?token=mailed-token');
    const button = await screen.findByRole('button', { name: 'Confirm my place' });
    // A mail scanner or a second tab that only opens the link books nothing.
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);

    await userEvent.setup().click(button);
    expect(await screen.findByText(registrationMessages.confirmed)).toBeVisible();
    expect(screen.getByRole('img', { name: 'QR code of ticket TKT-ABCD-EFGH-JKLM' })).toBeVisible();
    expect(
      requests
        .filter((request) => request.method === 'POST')
        .map(({ path, body }) => ({ path, body })),
    ).toEqual([{ path: '/api/event-registrations/confirm', body: { token: 'mailed-token' } }]);
  });

  it("shows the server's refusal of a spent link beside the button", async () => {
    fakeApi({
      'POST /api/event-registrations/confirm': {
        status: 400,
        body: { message: registrationMessages.linkInvalid, field: 'token' },
      },
    });
    renderApp('/events/registration/confirm?token=spent');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Confirm my place' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(registrationMessages.linkInvalid);
  });
});
