import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createEvent, renderAdmin } from '../../../test/admin-fixtures';

/** The form types the closing time on the church's clock, so it asks for the zone first. */
const churchZone = {
  'GET /api/events/calendar-settings': { body: { timeZone: 'Africa/Kampala' } },
};

describe('admin events', () => {
  it('requires title, location, date and time, and sends nothing until they are there', async () => {
    const { requests, user } = renderAdmin('/admin/events', {
      ...churchZone,
      'GET /api/events': { body: [] },
    });
    await user.click((await screen.findAllByRole('button', { name: 'Add Event' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Add New Event' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Event' }));

    for (const message of [
      'Title is required',
      'Location is required',
      'Date is required',
      'Time is required',
    ]) {
      expect(within(dialog).getByText(message)).toBeVisible();
    }
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it("clears a field's message as soon as that field changes", async () => {
    const { user } = renderAdmin('/admin/events', {
      ...churchZone,
      'GET /api/events': { body: [] },
    });
    await user.click((await screen.findAllByRole('button', { name: 'Add Event' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Add New Event' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Event' }));

    await user.type(within(dialog).getByLabelText('Title'), 'Night of Worship');
    expect(within(dialog).queryByText('Title is required')).toBeNull();
    expect(within(dialog).getByText('Location is required')).toBeVisible();
    // Ticking 'Every week' answers the date too.
    await user.click(within(dialog).getByLabelText('Every week (recurring)'));
    expect(within(dialog).queryByText('Date is required')).toBeNull();
    await user.type(within(dialog).getByLabelText('Time'), '7 PM');
    expect(within(dialog).queryByText('Time is required')).toBeNull();
    expect(within(dialog).getByText('Location is required')).toBeVisible();
  });

  it("saves 'Every week (recurring)' as recurring-tuesday, the day it starts on", async () => {
    const { requests, user } = renderAdmin('/admin/events', {
      ...churchZone,
      'GET /api/events': { body: [] },
      'POST /api/events': { status: 201, body: createEvent({ event_date: 'recurring-tuesday' }) },
    });
    await user.click((await screen.findAllByRole('button', { name: 'Add Event' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Add New Event' });
    await user.type(within(dialog).getByLabelText('Title'), 'Tuesday Fellowship');
    await user.type(within(dialog).getByLabelText('Location'), 'Main Sanctuary');
    await user.click(within(dialog).getByLabelText('Every week (recurring)'));
    expect(within(dialog).getByLabelText('Date')).toBeDisabled();
    expect(within(dialog).getByLabelText('Repeats every')).toHaveValue('Tuesday');
    await user.type(within(dialog).getByLabelText('Time'), '5:00 PM - 8:00 PM');
    await user.click(within(dialog).getByRole('button', { name: 'Add Event' }));

    expect(await screen.findByText('Event saved successfully!')).toBeVisible();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      title: 'Tuesday Fellowship',
      location: 'Main Sanctuary',
      event_date: 'recurring-tuesday',
      event_time: '5:00 PM - 8:00 PM',
      description: '',
      registration_required: false,
      image_base64: null,
    });
  });

  it('repeats an event on any weekday: Sunday is saved as recurring-sunday and reads Every Sunday', async () => {
    const saved = createEvent({ title: 'Sunday Worship', event_date: 'recurring-sunday' });
    const { requests, user } = renderAdmin('/admin/events', {
      ...churchZone,
      'GET /api/events': { body: [saved] },
      'POST /api/events': { status: 201, body: saved },
    });
    expect(await screen.findByText('Every Sunday')).toBeVisible();
    await user.click((await screen.findAllByRole('button', { name: 'Add Event' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Add New Event' });
    await user.type(within(dialog).getByLabelText('Title'), 'Sunday Worship');
    await user.type(within(dialog).getByLabelText('Location'), 'Main Sanctuary');
    await user.click(within(dialog).getByLabelText('Every week (recurring)'));
    await user.selectOptions(within(dialog).getByLabelText('Repeats every'), 'Sunday');
    await user.type(within(dialog).getByLabelText('Time'), '09:00 - 11:30');
    await user.click(within(dialog).getByRole('button', { name: 'Add Event' }));

    expect(await screen.findByText('Event saved successfully!')).toBeVisible();
    expect(requests.find((request) => request.method === 'POST')?.body).toMatchObject({
      event_date: 'recurring-sunday',
      event_time: '09:00 - 11:30',
    });
  });

  it('asks before deleting an event', async () => {
    const { requests, user } = renderAdmin('/admin/events', {
      ...churchZone,
      'GET /api/events': { body: [createEvent()] },
      'DELETE /api/events/event-1': { status: 204 },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Night of Worship' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Are you sure you want to delete this event?');
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Event deleted successfully!')).toBeVisible();
  });
});
