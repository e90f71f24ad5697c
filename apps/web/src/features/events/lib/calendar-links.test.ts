import type { Event } from '@torch/contract';
import { describe, expect, it } from 'vitest';
import { calendarFeedUrls, googleCalendarUrl } from './calendar-links';
import { defaultWeeklyFellowship } from './weekly-fellowship';

const youthNight: Event = {
  _id: 'e1',
  created_at: '2026-11-01T10:00:00.000Z',
  title: 'Youth Night: Fire & Worship',
  location: 'Hall A, Plot 24',
  event_date: '2026-12-12',
  event_time: '7:00 PM - 10:00 PM',
  registration_required: false,
  description: 'Bring a friend; stay for food.',
  image_base64: null,
};

const params = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe('calendar links', () => {
  it("fills Google Calendar's form with the event, its times in the church's zone", () => {
    const url = googleCalendarUrl(youthNight, 'Africa/Kampala');
    expect(url.startsWith('https://calendar.google.com/calendar/render?')).toBe(true);
    expect(params(url)).toEqual({
      action: 'TEMPLATE',
      text: 'Youth Night: Fire & Worship',
      dates: '20261212T190000/20261212T220000',
      ctz: 'Africa/Kampala',
      details: 'Bring a friend; stay for food.',
      location: 'Hall A, Plot 24',
    });
  });

  it('repeats the fellowship every Tuesday from the coming one', () => {
    // Thursday 12 March 2026, in the browser's own zone.
    const url = googleCalendarUrl(
      defaultWeeklyFellowship(),
      'Africa/Kampala',
      new Date(2026, 2, 12, 12),
    );
    expect(params(url)).toMatchObject({
      dates: '20260317T170000/20260317T200000',
      recur: 'RRULE:FREQ=WEEKLY;BYDAY=TU',
    });
  });

  it('makes a whole day of a time that is not a clock time, keeping the time in the notes', () => {
    const url = googleCalendarUrl({ ...youthNight, event_time: 'Morning - Evening' }, 'UTC');
    expect(params(url)).toMatchObject({
      dates: '20261212/20261213',
      details: 'Morning - Evening\n\nBring a friend; stay for food.',
    });
    expect(params(url).ctz).toBeUndefined();
  });

  it('offers the feed as https and as webcal', () => {
    expect(calendarFeedUrls('https://torch.example')).toEqual({
      https: 'https://torch.example/api/events.ics',
      webcal: 'webcal://torch.example/api/events.ics',
    });
  });
});
