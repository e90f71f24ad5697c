import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Registration } from '@torch/contract';
import { describe, expect, it } from 'vitest';
import { createCalendarEvent, createUser } from '../../../test/factories';
import { fakeApi } from '../../../test/fake-api';
import { pagedAnswer } from '../../../test/fake-pages';
import { renderApp } from '../../../test/render-app';

const dinner = createCalendarEvent({
  _id: 'dinner',
  title: 'Couples Dinner',
  registration_required: true,
  capacity: 40,
  places_left: 3,
});

const ticket: Registration = {
  _id: 'r1',
  event_id: 'dinner',
  full_name: 'Ruth Akello',
  email: 'ruth@torch.test',
  phone: null,
  guests: 0,
  status: 'confirmed',
  ticket_code: 'ABC123',
  checked_in_at: null,
  created_at: '2026-11-20T10:00:00.000Z',
};

describe('registering from an event card', () => {
  it('shows a visitor the places left, and a full event as full', async () => {
    fakeApi({
      'GET /api/events': pagedAnswer([
        dinner,
        createCalendarEvent({
          _id: 'retreat',
          title: 'Retreat',
          registration_required: true,
          capacity: 10,
          places_left: 0,
        }),
        createCalendarEvent({ _id: 'open', title: 'Open Evening', registration_required: true }),
      ]),
    });
    renderApp('/events');
    const card = (await screen.findByRole('heading', { name: 'Couples Dinner' })).closest(
      'article',
    )!;
    expect(within(card).getByText('3 places left')).toBeVisible();
    const retreat = screen.getByRole('heading', { name: 'Retreat' }).closest('article')!;
    expect(within(retreat).getByText('Full: join the waitlist')).toBeVisible();
    const open = screen.getByRole('heading', { name: 'Open Evening' }).closest('article')!;
    expect(within(open).queryByText(/places? left/)).toBeNull();
  });

  it('says "You are registered" once after a member registers', async () => {
    let registered = false;
    fakeApi({
      'GET /api/profile/me': { body: createUser({ fullName: 'Ruth Akello' }) },
      'GET /api/events': pagedAnswer([dinner]),
      'GET /api/event-registrations/mine': () => ({ body: registered ? [ticket] : [] }),
      'POST /api/events/dinner/registrations': () => {
        registered = true;
        return {
          status: 201,
          body: {
            message: 'You are registered. Your ticket is in your email.',
            registration: ticket,
          },
        };
      },
    });
    renderApp('/events', { token: 'member-token' });
    const card = (await screen.findByRole('heading', { name: 'Couples Dinner' })).closest(
      'article',
    )!;
    await userEvent.setup().click(await within(card).findByRole('button', { name: 'Register' }));
    expect(
      await within(card).findByRole('button', { name: 'Cancel my registration' }),
    ).toBeVisible();
    expect(within(card).getAllByText(/You are registered/)).toHaveLength(1);
    expect(
      within(card).getByText('You are registered. Your ticket is in your email.'),
    ).toBeVisible();
  });
});
