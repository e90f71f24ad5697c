import ICAL from 'ical.js';
import { defaultChurchSettings, type Event, type EventInput } from '@torch/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminWrites, server, serverPerTest, UNKNOWN_ID } from '../../../test/harness';
import { eventInput } from '../../../test/events';

const { post, put } = adminWrites<Event>('/api/events');
const event = eventInput;
async function add(input: EventInput): Promise<Event> {
  const response = await post(input);
  expect(response.statusCode).toBe(201);
  return response.json<Event>();
}

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });

/** The calendar as a calendar app reads it: its events, with their zone's rules known. */
function parseCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(zone);
  }
  const vevents = calendar.getAllSubcomponents('vevent');
  return {
    calendar,
    vevents,
    events: vevents.map((vevent) => new ICAL.Event(vevent)),
    byTitle: (title: string) => {
      const found = vevents.map((v) => new ICAL.Event(v)).find((e) => e.summary === title);
      if (!found) throw new Error(`no event "${title}" in the calendar`);
      return found;
    },
  };
}

/** The first `count` occurrences, as instants (ISO, UTC). */
function occurrences(vevent: ICAL.Event, count: number): string[] {
  const iterator = vevent.iterator();
  const found: string[] = [];
  for (let next = iterator.next(); next && found.length < count; next = iterator.next()) {
    found.push(next.toJSDate().toISOString());
  }
  return found;
}

/** The same occurrences as a viewer in `zone` sees them: local date and time. */
function localTimes(vevent: ICAL.Event, count: number, zone: string): string[] {
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    weekday: 'short',
    day: '2-digit',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
  return occurrences(vevent, count).map((iso) => format.format(new Date(iso)));
}

async function feed() {
  const response = await get('/api/events.ics');
  expect(response.statusCode).toBe(200);
  return { response, ...parseCalendar(response.body) };
}

// Thursday 12 March 2026, noon in Kampala (UTC+3).
const THURSDAY_NOON_KAMPALA = '2026-03-12T09:00:00Z';
/** A church server (Kampala unless `env` says otherwise) whose clock reads that Thursday noon. */
const churchOnThursday = (env: Record<string, string> = {}) =>
  serverPerTest({ env, options: { now: () => new Date(THURSDAY_NOON_KAMPALA) }, admin: true });

describe('the calendar feed', () => {
  churchOnThursday();

  it('publishes the upcoming events and the Tuesday fellowship as one weekly event', async () => {
    await add(event('Last Week', '2026-03-05'));
    await add(event('Youth Night', '2026-03-20', { event_time: '7:00 PM - 10:00 PM' }));
    await add(event('Easter Sunday', '2026-04-05', { event_time: '09:00' }));
    // A 'recurring-tuesday' row is the fellowship the events page shows once: not a second copy.
    await add(
      event('Tuesday Fellowship', 'recurring-tuesday', { event_time: '5:00 PM - 8:00 PM' }),
    );

    const { response, events } = await feed();
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(events.map((e) => e.summary)).toEqual([
      'Tuesday Fellowship',
      'Youth Night',
      'Easter Sunday',
    ]);
    const [fellowship, youth, easter] = events as [ICAL.Event, ICAL.Event, ICAL.Event];
    expect(fellowship.isRecurring()).toBe(true);
    expect(fellowship.component.getFirstPropertyValue('rrule')?.toString()).toBe(
      'FREQ=WEEKLY;BYDAY=TU',
    );
    expect(youth.isRecurring()).toBe(false);
    expect(
      [youth.startDate.toJSDate(), youth.endDate.toJSDate()].map((d) => d.toISOString()),
    ).toEqual(['2026-03-20T16:00:00.000Z', '2026-03-20T19:00:00.000Z']);
    // A start alone is given an hour.
    expect(easter.startDate.toJSDate().toISOString()).toBe('2026-04-05T06:00:00.000Z');
    expect(easter.endDate.toJSDate().toISOString()).toBe('2026-04-05T07:00:00.000Z');
    expect(youth.location).toBe('Main Sanctuary');
  });

  it('repeats a weekly event of another weekday on its own day (RRULE BYDAY=FR)', async () => {
    await add(event('Friday Youth', 'recurring-friday', { event_time: '7:00 PM - 9:00 PM' }));
    const { byTitle } = await feed();
    const youth = byTitle('Friday Youth');
    expect(youth.component.getFirstPropertyValue('rrule')?.toString()).toBe('FREQ=WEEKLY;BYDAY=FR');
    const [first, second] = localTimes(youth, 2, 'Africa/Kampala');
    expect(first).toMatch(/^Fri \d\d \w{3}, 19:00$/);
    expect(second).toMatch(/^Fri \d\d \w{3}, 19:00$/);
  });

  it('repeats the fellowship every Tuesday 17:00–20:00 in Kampala, 14:00–17:00 for a UTC viewer', async () => {
    const { byTitle, response } = await feed();
    const fellowship = byTitle('Tuesday Fellowship');
    expect(response.body).toContain('DTSTART;TZID=Africa/Kampala:');
    expect(response.body).toContain('BEGIN:VTIMEZONE\r\nTZID:Africa/Kampala');
    expect(fellowship.startDate.zone?.tzid).toBe('Africa/Kampala');
    expect(fellowship.duration.toSeconds()).toBe(3 * 60 * 60);

    const fourWeeks = ['Tue 03 Jan', 'Tue 10 Jan', 'Tue 17 Jan', 'Tue 24 Jan'];
    expect(localTimes(fellowship, 4, 'Africa/Kampala')).toEqual(
      fourWeeks.map((day) => `${day}, 17:00`),
    );
    expect(localTimes(fellowship, 4, 'UTC')).toEqual(fourWeeks.map((day) => `${day}, 14:00`));

    // Years on, still Tuesday 17:00 in Kampala, 14:00 UTC (East Africa keeps no summer time).
    const iterator = fellowship.iterator();
    let next = iterator.next();
    while (next && next.toJSDate() < new Date(THURSDAY_NOON_KAMPALA)) next = iterator.next();
    expect(next?.toJSDate().toISOString()).toBe('2026-03-17T14:00:00.000Z');
    expect(occurrences(fellowship, 1)[0]).toBe('2012-01-03T14:00:00.000Z');
  });

  it('answers an unchanged feed with 304 and a changed one with a new ETag', async () => {
    await add(event('Youth Night', '2026-03-20'));
    const first = await get('/api/events.ics');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const again = await get('/api/events.ics', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await add(event('Prayer Walk', '2026-03-21'));
    const changed = await get('/api/events.ics', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(parseCalendar(changed.body).events.map((e) => e.summary)).toContain('Prayer Walk');
  });
});

describe('an admin editing an event', () => {
  churchOnThursday();

  it('keeps its UID and raises its SEQUENCE, so subscribed calendars replace their copy', async () => {
    const created = await add(event('Youth Night', '2026-03-20'));
    const before = (await feed()).byTitle('Youth Night');
    expect(before.uid).toMatch(new RegExp(`^${created._id}@[^@\\s]+$`));
    expect(before.sequence).toBe(0);

    const moved = event('Youth Night: Fire & Worship', '2026-03-27', { event_time: '19:30' });
    expect((await put(created._id, moved)).statusCode).toBe(200);
    expect((await put(created._id, moved)).statusCode).toBe(200);
    const after = (await feed()).byTitle('Youth Night: Fire & Worship');
    expect(after.uid).toBe(before.uid);
    expect(after.sequence).toBe(2);
    const modified = (e: ICAL.Event) =>
      (e.component.getFirstPropertyValue('last-modified') as ICAL.Time).toJSDate().getTime();
    expect(modified(after)).toBeGreaterThanOrEqual(modified(before));
    expect(after.startDate.toJSDate().toISOString()).toBe('2026-03-27T16:30:00.000Z');

    // The single file says the same.
    const single = parseCalendar((await get(`/api/events/${created._id}/event.ics`)).body);
    expect(single.events[0]!.uid).toBe(before.uid);
    expect(single.events[0]!.sequence).toBe(2);
  });
});

describe('what the feed leaves out and writes safely', () => {
  churchOnThursday();

  it('leaves out past events and anything that is not an event', async () => {
    await add(event('Yesterday', '2026-03-11'));
    await add(event('Today', '2026-03-12'));
    const { events, response } = await feed();
    expect(events.map((e) => e.summary)).toEqual(['Tuesday Fellowship', 'Today']);
    expect(response.body).not.toContain('Yesterday');
  });

  it('escapes commas, semicolons and new lines, folds long lines at 75 octets and ends lines in CRLF', async () => {
    const title = 'Worship, Word; and Prayer\\Praise';
    const description = `Line one, with a comma;\nline two — “quoted” ${'é'.repeat(80)}`;
    await add(event(title, '2026-03-20', { description, location: 'Hall A, Plot 24; Kampala' }));
    const { byTitle, response } = await feed();
    const body = response.body;
    expect(body).toContain('SUMMARY:Worship\\, Word\\; and Prayer\\\\Praise');
    const parsed = byTitle(title);
    expect(parsed.description).toBe(description);
    expect(parsed.location).toBe('Hall A, Plot 24; Kampala');
    expect(body.endsWith('\r\n') || body.endsWith('END:VCALENDAR')).toBe(true);
    expect(body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of body.split('\r\n')) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    }
  });

  it('puts an event whose time is not a clock time in as a whole day, the time in its notes', async () => {
    await add(event('Harvest Day', '2026-03-22', { event_time: 'Morning - Evening' }));
    const harvest = (await feed()).byTitle('Harvest Day');
    expect(harvest.startDate.isDate).toBe(true);
    expect(harvest.startDate.toString()).toBe('2026-03-22');
    expect(harvest.endDate.toString()).toBe('2026-03-23');
    expect(harvest.description).toContain('Morning - Evening');
  });
});

describe('one event as a file', () => {
  churchOnThursday();

  it('downloads a dated event with a file name from its title', async () => {
    const created = await add(event('Youth Night: Fire & Worship!', '2026-03-20'));
    const response = await get(`/api/events/${created._id}/event.ics`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="youth-night-fire-worship.ics"',
    );
    const { events } = parseCalendar(response.body);
    expect(events.map((e) => e.summary)).toEqual(['Youth Night: Fire & Worship!']);
    expect(events[0]!.startDate.toJSDate().toISOString()).toBe('2026-03-20T15:00:00.000Z');
  });

  it('downloads the weekly fellowship by its own id, with the same UID as in the feed', async () => {
    const response = await get('/api/events/weekly-fellowship/event.ics');
    expect(response.statusCode).toBe(200);
    const [single] = parseCalendar(response.body).events;
    expect(single!.isRecurring()).toBe(true);
    expect(single!.uid).toBe((await feed()).byTitle('Tuesday Fellowship').uid);
  });

  it('is a 404 for an id that names no event, and for one that is not an id', async () => {
    for (const id of [UNKNOWN_ID, 'not-a-uuid', '1']) {
      const response = await get(`/api/events/${id}/event.ics`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Event not found' });
    }
  });
});

describe('a church in a zone with summer time', () => {
  churchOnThursday();
  // The zone is a church setting (docs/configuration.md#church-settings), read on each request.
  beforeEach(async () => {
    await server.services.church.save({
      ...defaultChurchSettings,
      timeZone: 'America/Los_Angeles',
    });
  });

  it("keeps the church's wall time across a summer-time change when the church is in such a zone", async () => {
    await add(event('Spring Vigil', '2026-03-20', { event_time: '18:00' }));
    const { byTitle, response } = await feed();
    expect(response.body).toContain('TZID:America/Los_Angeles');
    const fellowship = byTitle('Tuesday Fellowship');
    const iterator = fellowship.iterator();
    const march: string[] = [];
    for (let next = iterator.next(); next; next = iterator.next()) {
      const iso = next.toJSDate().toISOString();
      if (iso > '2026-03-19') break;
      if (iso > '2026-03-01') march.push(iso);
    }
    // Summer time starts on 8 March 2026: 17:00 is 01:00 UTC before, 00:00 UTC after.
    expect(march).toEqual([
      '2026-03-04T01:00:00.000Z',
      '2026-03-11T00:00:00.000Z',
      '2026-03-18T00:00:00.000Z',
    ]);
    expect(byTitle('Spring Vigil').startDate.toJSDate().toISOString()).toBe(
      '2026-03-21T01:00:00.000Z',
    );
  });

  it("tells the web app the church's time zone for online calendar links", async () => {
    const response = await get('/api/events/calendar-settings');
    expect(response.json()).toEqual({ timeZone: 'America/Los_Angeles' });
  });
});
