import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCalendarEvent } from '../../../test/factories';
import { fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

const event = createCalendarEvent;

const upcoming = () => screen.findByRole('region', { name: /Upcoming Events/ });

describe('upcoming events on the home page', () => {
  beforeEach(() => {
    // Monday 23 November 2026; only the clock is fake, so the queries' timers still run.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 23, 9, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks for three upcoming events and labels, dates and times them', async () => {
    const { requests } = fakeApi({
      'GET /api/events': {
        body: [
          event({
            title: 'Tuesday Fellowship',
            event_date: 'recurring-tuesday',
            event_time: '5:00 PM - 8:00 PM',
          }),
          event({
            title: 'Prayer Breakfast',
            event_date: '2026-11-24',
            event_time: '07:30',
            registration_required: true,
          }),
          event({ title: 'Youth Night', event_date: '2026-11-23', event_time: '19:00' }),
        ],
      },
    });
    renderApp('/');
    const section = await upcoming();

    const cards = await within(section).findAllByRole('article');
    expect(cards).toHaveLength(3);
    const [first, second, third] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByText('Featured Event')).toBeVisible();
    expect(within(first).getByText('Every Tuesday')).toBeVisible();
    expect(within(first).getByText('5:00 PM - 8:00 PM')).toBeVisible();
    expect(within(second).getByText('Registration Required')).toBeVisible();
    expect(within(second).getByText('Tomorrow')).toBeVisible();
    expect(within(second).getByText('7:30 AM')).toBeVisible();
    expect(within(third).getByText('Upcoming Event')).toBeVisible();
    expect(within(third).getByText('Today')).toBeVisible();
    expect(within(third).getByText('7:00 PM')).toBeVisible();
    expect(within(section).queryByText('(Demo Mode)')).toBeNull();
    expect(requests.some((request) => request.path === '/api/events?upcoming=true&limit=3')).toBe(
      true,
    );
  });

  it('cuts the featured text at 150 characters and the others at 120', async () => {
    const long = 'Grace upon grace. '.repeat(20);
    fakeApi({
      'GET /api/events': {
        body: [
          event({ title: 'First', description: long }),
          event({ title: 'Second', description: long }),
        ],
      },
    });
    renderApp('/');
    const section = await upcoming();
    const [first, second] = (await within(section).findAllByRole('article')) as [
      HTMLElement,
      HTMLElement,
    ];
    const textOf = (card: HTMLElement) =>
      within(card).getByText(/^Grace upon grace/).textContent ?? '';
    expect(textOf(first)).toBe(`${long.slice(0, 150).trimEnd()}…`);
    expect(textOf(second)).toBe(`${long.slice(0, 120).trimEnd()}…`);
  });

  it('offers Register only when registration is required, and says it is not available yet', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    fakeApi({
      'GET /api/events': {
        body: [
          event({ title: 'Open Night' }),
          event({ title: 'Retreat', registration_required: true }),
        ],
      },
    });
    renderApp('/');
    const section = await upcoming();
    const buttons = await within(section).findAllByRole('button', { name: /^Register/ });
    expect(buttons).toHaveLength(1);
    expect(buttons[0]).toHaveAccessibleName('Register for Retreat');

    await userEvent.setup().click(buttons[0]!);
    expect(alert).toHaveBeenCalledWith(
      'Online registration is not implemented yet. Please contact the church office to reserve your place.',
    );
    for (const link of within(section).getAllByRole('link', { name: /^Learn More/ })) {
      expect(link).toHaveAttribute('href', '/events');
    }
  });

  it('shows the demo events, marked (Demo Mode), only when the call fails', async () => {
    fakeApi({ 'GET /api/events': { status: 500, body: { message: 'Database unavailable' } } });
    renderApp('/');
    const section = await upcoming();

    expect(await within(section).findByText('(Demo Mode)')).toBeVisible();
    expect(within(section).getByRole('heading', { name: 'Tuesday Fellowship' })).toBeVisible();
    expect(within(section).getByRole('heading', { name: 'Sunday Worship Service' })).toBeVisible();
    expect(within(section).getByRole('heading', { name: 'Bible Study Group' })).toBeVisible();
    // Two and four days ahead of Monday 23 November, at 10:00 and 19:00.
    expect(within(section).getByText('Wednesday, November 25, 2026')).toBeVisible();
    expect(within(section).getByText('10:00 AM')).toBeVisible();
    expect(within(section).getByText('Friday, November 27, 2026')).toBeVisible();
    expect(within(section).getByText('7:00 PM')).toBeVisible();
    expect(
      within(section).getByRole('button', { name: 'Register for Bible Study Group' }),
    ).toBeVisible();
  });

  it('says No Events Scheduled, with a way to all events, when nothing is ahead', async () => {
    fakeApi({ 'GET /api/events': { body: [] } });
    renderApp('/');
    const section = await upcoming();

    expect(
      await within(section).findByRole('heading', { name: 'No Events Scheduled' }),
    ).toBeVisible();
    expect(within(section).queryByText('(Demo Mode)')).toBeNull();
    expect(
      within(section).getAllByRole('link', { name: 'View All Events' }).at(-1),
    ).toHaveAttribute('href', '/events');
  });
});
