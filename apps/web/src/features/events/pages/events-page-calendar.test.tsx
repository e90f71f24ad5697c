import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { pagedAnswer } from '../../../test/fake-pages';
import { renderApp } from '../../../test/render-app';

describe('events page calendar links', () => {
  it("opens an event's calendar choices, asks for the church's zone once, and closes on Escape", async () => {
    const { requests } = fakeApi({
      'GET /api/events': pagedAnswer([]),
      'GET /api/events/calendar-settings': { body: { timeZone: 'Africa/Kampala' } },
    });
    const user = userEvent.setup();
    renderApp('/events');

    const fellowship = (await screen.findByRole('heading', { name: 'Tuesday Fellowship' })).closest(
      'article',
    )!;
    const toggle = within(fellowship).getByRole('button', { name: 'Add to calendar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(requests.some((r) => r.path.startsWith('/api/events/calendar-settings'))).toBe(false);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(fellowship).getByRole('link', { name: 'Download .ics file' })).toHaveAttribute(
      'href',
      `${window.location.origin}/api/events/weekly-fellowship/event.ics`,
    );
    const google = await within(fellowship).findByRole('link', { name: /Google Calendar/ });
    const url = new URL(google.getAttribute('href')!);
    expect(url.searchParams.get('ctz')).toBe('Africa/Kampala');
    expect(url.searchParams.get('recur')).toBe('RRULE:FREQ=WEEKLY;BYDAY=TU');

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(within(fellowship).queryByRole('link', { name: /Google Calendar/ })).toBeNull();

    // Opened again, the zone is already known.
    await user.click(toggle);
    await within(fellowship).findByRole('link', { name: /Google Calendar/ });
    const asked = requests.filter((r) => r.path === '/api/events/calendar-settings');
    expect(asked).toHaveLength(1);
  });

  it('offers the feed as a webcal: subscription and an https address to copy', async () => {
    fakeApi({ 'GET /api/events': pagedAnswer([]) });
    renderApp('/events');

    const subscribe = await screen.findByRole('link', { name: 'Subscribe in your calendar app' });
    const host = window.location.host;
    expect(subscribe).toHaveAttribute('href', `webcal://${host}/api/events.ics`);
    expect(screen.getByLabelText('Calendar feed address')).toHaveValue(
      `${window.location.origin}/api/events.ics`,
    );
  });
});
