import type { Event, EventInput } from '@torch/contract';
import { describe, expect, it } from 'vitest';
import {
  adminWrites,
  expectCreated,
  readOk,
  server,
  serverPerTestOnDemand,
  UNKNOWN_ID,
} from '../../../test/harness';
import { eventInput } from '../../../test/events';
import { SAMPLE_IMAGE_URL, setChurchTimeZone } from '../../../test/test-server';
import { EventService } from './service';

const startServer = serverPerTestOnDemand();

/** A church server whose clock reads `instant` (ISO); Kampala unless the env says otherwise. */
async function startAt(instant: string, timeZone?: string) {
  await startServer({ options: { now: () => new Date(instant) }, admin: true });
  if (timeZone) await setChurchTimeZone(server, timeZone);
}

const writes = adminWrites<Event>('/api/events');
const { post, put, remove, edit } = writes;
const list = (query = '') => readOk<Event[]>(`/api/events${query}`);
const titles = (events: Event[]) => events.map((event) => event.title);

const event = eventInput;
async function addEvents(...inputs: EventInput[]) {
  for (const input of inputs) expect((await post(input)).statusCode).toBe(201);
}
const TUESDAY_LUNCH = event('Tuesday Lunch', '2026-03-10');
const WEDNESDAY_PRAYER = event('Wednesday Prayer', '2026-03-11');
const FELLOWSHIP = event('Tuesday Fellowship', 'recurring-tuesday', {
  event_time: '5:00 PM - 8:00 PM',
});

// Thursday 12 March 2026, noon in Kampala (UTC+3).
const THURSDAY_NOON_KAMPALA = '2026-03-12T09:00:00Z';

describe('an admin publishing an event', () => {
  it('creates it with the specification field names and shows it to visitors', async () => {
    await startAt(THURSDAY_NOON_KAMPALA);
    const couplesDinner = {
      title: 'Couples Dinner',
      location: 'Serena Hotel, Kampala',
      event_date: '2026-04-18',
      event_time: '7:00 PM - 10:00 PM',
      description: 'An evening for married couples.',
      registration_required: true,
      image_base64: SAMPLE_IMAGE_URL,
    };
    const body = expectCreated<Event>(await post(couplesDinner), couplesDinner);
    expect(await list()).toEqual([body]);
  });

  it('fills in the optional parts: no description, no registration, no poster', async () => {
    await startAt(THURSDAY_NOON_KAMPALA);
    const body = (await post(event('Prayer Breakfast', '2026-03-21'))).json<Event>();
    expect(body).toMatchObject({
      description: '',
      registration_required: false,
      image_base64: null,
    });
  });

  it('edits an event in full and can take its poster away', async () => {
    await startAt(THURSDAY_NOON_KAMPALA);
    const { _id, created_at } = (
      await post(event('Youth Night', '2026-03-20', { image_base64: SAMPLE_IMAGE_URL }))
    ).json<Event>();
    const edited = await edit(_id, {
      ...event('Youth Night: Fire & Worship', '2026-03-27', { event_time: '19:30' }),
      image_base64: '',
    });
    expect(edited).toMatchObject({
      _id,
      created_at,
      title: 'Youth Night: Fire & Worship',
      event_date: '2026-03-27',
      event_time: '19:30',
      image_base64: null,
    });
    expect(titles(await list())).toEqual(['Youth Night: Fire & Worship']);
  });

  it('deletes an event for good; deleting it again is a 404', async () => {
    await startAt(THURSDAY_NOON_KAMPALA);
    const { _id } = (await post(event('Outreach', '2026-03-28'))).json<Event>();
    expect((await remove(_id)).statusCode).toBe(204);
    expect(await list()).toEqual([]);
    expect((await remove(_id)).json()).toEqual({ message: 'Event not found' });
  });

  it('ignores an id or creation date sent in the body', async () => {
    await startAt(THURSDAY_NOON_KAMPALA);
    const created = (
      await post({
        ...event('Baptism Sunday', '2026-03-29'),
        _id: UNKNOWN_ID,
        id: UNKNOWN_ID,
        created_at: '2000-01-01T00:00:00.000Z',
      })
    ).json<Event>();
    expect(created._id).not.toBe(UNKNOWN_ID);
    expect(created.created_at).not.toBe('2000-01-01T00:00:00.000Z');

    const edited = (
      await put(created._id, {
        ...event('Baptism Sunday', '2026-03-29'),
        _id: UNKNOWN_ID,
        created_at: '2000-01-01T00:00:00.000Z',
      })
    ).json<Event>();
    expect(edited._id).toBe(created._id);
    expect(edited.created_at).toBe(created.created_at);
  });
});

describe('the events API refuses', () => {
  it('an event without a title, location, date or time, naming the field', async () => {
    await startAt(THURSDAY_NOON_KAMPALA);
    const { title: _title, ...untitled } = event('x', '2026-03-20');
    expect((await post(untitled)).json()).toEqual({ message: 'Title is required', field: 'title' });
    expect((await post(event('  ', '2026-03-20'))).json()).toEqual({
      message: 'Title is required',
      field: 'title',
    });
    expect((await post(event('T', '2026-03-20', { location: '' }))).json()).toMatchObject({
      field: 'location',
    });
    expect((await post(event('T', ''))).json()).toEqual({
      message: 'Date is required',
      field: 'event_date',
    });
    expect((await post(event('T', '2026-03-20', { event_time: '' }))).json()).toMatchObject({
      field: 'event_time',
    });
    expect(await list()).toEqual([]);
  });

  it('a date that is not on the calendar, and a time that is not a time', async () => {
    await startAt(THURSDAY_NOON_KAMPALA);
    for (const bad of ['2026-02-30', '30/03/2026', 'next tuesday', '2026-3-1']) {
      const response = await post(event('T', bad));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'Enter a date as YYYY-MM-DD',
        field: 'event_date',
      });
    }
    for (const bad of ['25:00', '7pm', '18:60']) {
      const response = await post(event('T', '2026-03-20', { event_time: bad }));
      expect(response.json()).toMatchObject({ field: 'event_time' });
    }
    expect(await list()).toEqual([]);
  });

  it('a poster that is not an http(s) or uploaded image URL', async () => {
    await startAt(THURSDAY_NOON_KAMPALA);
    const response = await post(event('T', '2026-03-20', { image_base64: 'javascript:alert(1)' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'image_base64' });
  });

  it('a non-boolean registration flag', async () => {
    await startAt(THURSDAY_NOON_KAMPALA);
    const response = await post({ ...event('T', '2026-03-20'), registration_required: 'yes' });
    expect(response.json()).toMatchObject({ field: 'registration_required' });
  });

  it('an invalid edit, keeping the event as it was', async () => {
    await startAt(THURSDAY_NOON_KAMPALA);
    const { _id } = (await post(event('Worship Night', '2026-03-20'))).json<Event>();
    const response = await put(_id, event('Worship Night', '2026-02-30'));
    expect(response.json()).toMatchObject({ field: 'event_date' });
    expect((await list())[0]).toMatchObject({ event_date: '2026-03-20' });
  });

  it('writes from visitors (401) and members (403)', async () => {
    await startAt(THURSDAY_NOON_KAMPALA);
    const { _id } = (await post(event('Worship Night', '2026-03-20'))).json<Event>();
    await writes.expectAdminOnly(_id, event('Nope', '2026-03-20'));
    expect(titles(await list())).toEqual(['Worship Night']);
  });

  it('edits and deletes of an event that does not exist, or an id that is not one', async () => {
    await startAt(THURSDAY_NOON_KAMPALA);
    const ids = [UNKNOWN_ID, 'not-a-uuid', '1'];
    await writes.expectUnknownIds(event('Ghost', '2026-03-20'), 'Event not found', ids);
    expect(await list()).toEqual([]);
  });

  it('a limit outside 1–100 and an upcoming flag that is not true or false', async () => {
    await startAt(THURSDAY_NOON_KAMPALA);
    for (const query of ['?limit=0', '?limit=101', '?limit=two', '?limit=1.5']) {
      const response = await server.app.inject({ method: 'GET', url: `/api/events${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 'limit' });
    }
    const response = await server.app.inject({ method: 'GET', url: '/api/events?upcoming=yes' });
    expect(response.json()).toMatchObject({ field: 'upcoming' });
  });
});

describe('the events page list', () => {
  it('puts the weekly fellowship first, then dated events earliest first, past ones included', async () => {
    await startAt(THURSDAY_NOON_KAMPALA);
    await addEvents(
      event('Easter Sunday', '2026-04-05'),
      event('Last Week', '2026-03-05'),
      FELLOWSHIP,
      event('Youth Night', '2026-03-20'),
      event('Second on Youth Night day', '2026-03-20'),
    );
    expect(titles(await list())).toEqual([
      'Tuesday Fellowship',
      'Last Week',
      'Youth Night',
      'Second on Youth Night day',
      'Easter Sunday',
    ]);
    expect(titles(await list('?limit=2'))).toEqual(['Tuesday Fellowship', 'Last Week']);
    expect(titles(await list('?upcoming=false'))).toHaveLength(5);
  });
});

describe('upcoming events (home and dashboard)', () => {
  it("leaves out yesterday, keeps today, and orders by next occurrence with the fellowship's coming Tuesday", async () => {
    await startAt(THURSDAY_NOON_KAMPALA);
    await addEvents(
      event('Next Friday', '2026-03-20'),
      FELLOWSHIP,
      event('Yesterday', '2026-03-11'),
      event('Saturday Outreach', '2026-03-14'),
      event('Today', '2026-03-12'),
    );
    // The fellowship's next meeting is Tuesday 17 March: after Saturday, before next Friday.
    expect(titles(await list('?upcoming=true'))).toEqual([
      'Today',
      'Saturday Outreach',
      'Tuesday Fellowship',
      'Next Friday',
    ]);
    expect(titles(await list('?upcoming=true&limit=3'))).toEqual([
      'Today',
      'Saturday Outreach',
      'Tuesday Fellowship',
    ]);
    expect(titles(await list('?upcoming=true&limit=1'))).toEqual(['Today']);
  });

  it('places a weekly event of any weekday at its next meeting, and keeps refusing other words', async () => {
    await startAt(THURSDAY_NOON_KAMPALA);
    await addEvents(
      event('Next Friday', '2026-03-20'),
      event('Sunday Worship', 'recurring-sunday', { event_time: '09:00 - 11:30' }),
      event('Friday Youth', 'recurring-friday'),
      event('Saturday Outreach', '2026-03-14'),
    );
    // Thursday 12 March: Friday Youth meets tomorrow, Sunday Worship on the 15th.
    expect(titles(await list('?upcoming=true'))).toEqual([
      'Friday Youth',
      'Saturday Outreach',
      'Sunday Worship',
      'Next Friday',
    ]);
    // The events page list leads with the weekly events, Sunday's first.
    expect(titles(await list()).slice(0, 2)).toEqual(['Sunday Worship', 'Friday Youth']);
    expect((await post(event('Someday', 'recurring-someday'))).statusCode).toBe(400);
  });

  // Clocks either side of the church's midnight around the fellowship's Tuesday.
  const clocks: Array<{
    story: string;
    now: string;
    timeZone?: string;
    added: EventInput[];
    upcoming: string[];
  }> = [
    {
      story: 'on a Tuesday the fellowship is tonight: it comes before the rest of the week',
      now: '2026-03-10T08:00:00Z', // Tuesday 10 March 2026, 11:00 in Kampala.
      added: [WEDNESDAY_PRAYER, TUESDAY_LUNCH, FELLOWSHIP],
      upcoming: ['Tuesday Fellowship', 'Tuesday Lunch', 'Wednesday Prayer'],
    },
    {
      story: 'counts days in Kampala: at 22:30 UTC on a Tuesday it is already Wednesday there',
      // 01:30 on Wednesday 11 March in Kampala: Tuesday's events are over, and the fellowship's
      // next meeting is the following Tuesday, the 17th.
      now: '2026-03-10T22:30:00Z',
      added: [
        TUESDAY_LUNCH,
        WEDNESDAY_PRAYER,
        FELLOWSHIP,
        event('Saturday Outreach', '2026-03-14'),
      ],
      upcoming: ['Wednesday Prayer', 'Saturday Outreach', 'Tuesday Fellowship'],
    },
    {
      story:
        "follows the church's time zone: in Los Angeles 05:00 UTC on Wednesday is still Tuesday",
      now: '2026-03-11T05:00:00Z',
      timeZone: 'America/Los_Angeles',
      added: [WEDNESDAY_PRAYER, TUESDAY_LUNCH, FELLOWSHIP],
      upcoming: ['Tuesday Fellowship', 'Tuesday Lunch', 'Wednesday Prayer'],
    },
  ];
  for (const { story, now, timeZone, added, upcoming } of clocks) {
    it(story, async () => {
      await startAt(now, timeZone);
      await addEvents(...added);
      expect(titles(await list('?upcoming=true'))).toEqual(upcoming);
    });
  }

  it('reads the clock on every call, not once at start', async () => {
    await startAt(THURSDAY_NOON_KAMPALA);
    await addEvents(event('Friday', '2026-03-13'), event('Saturday', '2026-03-14'));
    let instant = new Date('2026-03-12T20:00:00Z'); // 23:00 Thursday in Kampala
    const service = new EventService(server.database.db, { now: () => instant });
    expect(titles((await service.listUpcoming({ limit: 50 })).items)).toEqual([
      'Friday',
      'Saturday',
    ]);
    instant = new Date('2026-03-13T21:00:00Z'); // midnight: Saturday has begun in Kampala
    expect(await service.today()).toBe('2026-03-14');
    expect(titles((await service.listUpcoming({ limit: 50 })).items)).toEqual(['Saturday']);
  });
});
