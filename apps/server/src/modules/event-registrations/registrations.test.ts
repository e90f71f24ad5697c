/**
 * Registration for events (docs/events.md) over real HTTP and real SMTP: a visitor confirms by
 * the mailed link, a member registers with one click, a full event keeps a waitlist that moves
 * up when someone cancels, no event is over-booked under a crowd of requests, and the door
 * checks a ticket in once. Runs on PGlite, or PostgreSQL with TEST_DATABASE_URL.
 */
import {
  registrationMessages as says,
  type Attendance,
  type CheckInResult,
  type Event,
  type Registration,
  type RegistrationResult,
  type Ticket,
} from '@torch/contract';
import type { ParsedMail } from 'mailparser';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admin, adminToken, call, server } from '../../../test/harness';
import { serverPerTestWithMail } from '../../../test/mail-instances';
import { createUser } from '../../../test/test-server';
import { eventRegistrations, events } from '../../db/schema';
import { newTicketCode, sha256 } from './tickets';

// Thursday 12 March 2026, noon in Kampala (UTC+3).
let clock = new Date('2026-03-12T09:00:00Z');

const smtp = serverPerTestWithMail(() => {
  clock = new Date('2026-03-12T09:00:00Z');
  return {
    admin: true,
    env: {
      MAIL_FROM: 'Torch <no-reply@torch.example>',
      PUBLIC_URL: 'https://church.example',
    },
    options: { now: () => clock },
  };
});

async function addEvent(extra: Record<string, unknown> = {}): Promise<Event> {
  const response = await call(server, 'POST', '/api/events', {
    token: adminToken,
    payload: {
      title: 'Couples Dinner',
      location: 'Serena Hotel',
      event_date: '2026-03-20',
      event_time: '7:00 PM - 10:00 PM',
      registration_required: true,
      ...extra,
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json<Event>();
}

const registerAs = (eventId: string, payload: object, token?: string) =>
  call(server, 'POST', `/api/events/${eventId}/registrations`, { token, payload });
const confirm = (token: string) =>
  call(server, 'POST', '/api/event-registrations/confirm', { payload: { token } });
const attendance = async (eventId: string) =>
  (
    await call(server, 'GET', `/api/events/${eventId}/attendance`, { token: adminToken })
  ).json<Attendance>();

/** The link of a given path in a mail's text, as its query parameters. */
function linkIn(mail: ParsedMail, path: string): URLSearchParams {
  const match = new RegExp(`https://church\\.example/#${path}\\?(\\S+)`).exec(mail.text ?? '');
  if (!match?.[1]) throw new Error(`No ${path} link in "${mail.subject}"`);
  return new URLSearchParams(match[1]);
}
const confirmTokenOf = (mail: ParsedMail) =>
  linkIn(mail, '/events/registration/confirm').get('token')!;
const cancelLinkOf = (mail: ParsedMail) => {
  const link = linkIn(mail, '/events/registration/cancel');
  return {
    path: `/api/events/${link.get('event')}/registrations/${link.get('registration')}`,
    token: link.get('token')!,
  };
};
const mailsTo = (address: string) =>
  smtp.received.filter(
    (mail) => mail.to && 'value' in mail.to && mail.to.value[0]?.address === address,
  );

describe('a visitor registering', () => {
  it('confirms by the mailed link, once, and is mailed a ticket with its QR code', async () => {
    const event = await addEvent();
    const asked = await registerAs(event._id, {
      fullName: 'Grace Namuli',
      email: 'Grace@Example.org',
      guests: 1,
    });
    expect(asked.statusCode).toBe(201);
    expect(asked.json<RegistrationResult>()).toMatchObject({
      message: says.checkEmail,
      registration: { status: 'pending', ticket_code: null, email: 'grace@example.org' },
    });
    expect((await attendance(event._id)).registered).toBe(0);

    const [invite] = await smtp.waitFor(1);
    expect(invite!.subject).toBe('Confirm your place at Couples Dinner');
    const token = confirmTokenOf(invite!);
    // Only the token's hash is kept.
    const [stored] = await server.database.db.select().from(eventRegistrations);
    expect(stored!.confirmTokenHash).toBe(sha256(token));

    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    const { registration } = confirmed.json<RegistrationResult>();
    expect(registration).toMatchObject({ status: 'confirmed', guests: 1 });
    expect(registration.ticket_code).toMatch(/^TKT-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect((await confirm(token)).json()).toEqual({ message: says.linkInvalid, field: 'token' });

    const [, ticket] = await smtp.waitFor(2);
    expect(ticket!.subject).toBe('Your ticket for Couples Dinner');
    expect(ticket!.text).toContain(`Your ticket: ${registration.ticket_code}`);
    const qrUrl = `https://church.example/api/tickets/${registration.ticket_code}/qr.png`;
    expect(ticket!.html).toContain(`src="${qrUrl}"`);
    const qr = await call(server, 'GET', new URL(qrUrl).pathname);
    expect(qr.headers['content-type']).toBe('image/png');
    // The picture is the ticket: nothing (browser, proxy, service worker) keeps a copy.
    expect(qr.headers['cache-control']).toBe('no-store');
    expect(qr.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect((await call(server, 'GET', '/api/tickets/TKT-AAAA-AAAA-AAAA/qr.png')).statusCode).toBe(
      404,
    );
    // The person and their guest.
    expect(await attendance(event._id)).toMatchObject({ registered: 2, checked_in: 0 });
  });

  it('cancels with the link in the mail; a forged link is refused', async () => {
    const event = await addEvent();
    await registerAs(event._id, { fullName: 'Peter', email: 'peter@example.org' });
    const [invite] = await smtp.waitFor(1);
    const cancel = cancelLinkOf(invite!);
    const forged = await call(server, 'DELETE', `${cancel.path}?token=${cancel.token.slice(1)}x`);
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual({ message: says.linkInvalid });
    expect((await call(server, 'DELETE', cancel.path)).statusCode).toBe(401);
    expect((await call(server, 'DELETE', `${cancel.path}?token=${cancel.token}`)).statusCode).toBe(
      204,
    );
    // The confirmation link no longer books anything.
    expect((await confirm(confirmTokenOf(invite!))).statusCode).toBe(400);
  });

  it('must give a name and an address, and cannot register where registration is off or closed', async () => {
    const event = await addEvent({ registration_closes_at: '2026-03-19T12:00:00+03:00' });
    expect((await registerAs(event._id, { email: 'a@example.org' })).json()).toEqual({
      message: says.needName,
      field: 'fullName',
    });
    expect((await registerAs(event._id, { fullName: 'A', email: 'nope' })).json()).toMatchObject({
      field: 'email',
    });
    expect(
      (await registerAs(event._id, { fullName: 'A', email: 'a@example.org', guests: 11 })).json(),
    ).toMatchObject({ field: 'guests' });
    const open = await addEvent({ registration_required: false });
    expect((await registerAs(open._id, { fullName: 'A', email: 'a@example.org' })).json()).toEqual({
      message: says.notOpen,
    });
    clock = new Date('2026-03-19T09:00:00Z'); // noon in Kampala on the closing day
    const late = await registerAs(event._id, { fullName: 'A', email: 'a@example.org' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: says.closed });
  });
});

describe('a member registering', () => {
  it('registers with one click, sees the ticket on the profile and cancels from the event', async () => {
    const event = await addEvent();
    const member = await createUser(server, { fullName: 'Ruth Akello' });
    const response = await registerAs(event._id, {}, member.token);
    expect(response.statusCode).toBe(201);
    const { registration } = response.json<RegistrationResult>();
    expect(registration).toMatchObject({
      status: 'confirmed',
      full_name: 'Ruth Akello',
      email: member.user.email,
    });
    expect((await registerAs(event._id, {}, member.token)).json()).toEqual({
      message: says.alreadyRegistered,
    });
    const [mail] = await smtp.waitFor(1);
    expect(mail!.subject).toBe('Your ticket for Couples Dinner');

    const mine = (
      await call(server, 'GET', '/api/event-registrations/mine', { token: member.token })
    ).json<Ticket[]>();
    expect(mine).toEqual([
      expect.objectContaining({
        ticket_code: registration.ticket_code,
        event_title: 'Couples Dinner',
      }),
    ]);

    const other = await createUser(server);
    const path = `/api/events/${event._id}/registrations/${registration._id}`;
    expect((await call(server, 'DELETE', path, { token: other.token })).statusCode).toBe(403);
    expect((await call(server, 'DELETE', path, { token: member.token })).statusCode).toBe(204);
    expect(
      (await call(server, 'GET', '/api/event-registrations/mine', { token: member.token })).json(),
    ).toEqual([]);
  });
});

describe("a member's tickets", () => {
  it('come a page at a time past a hundred, soonest first, each once, and by event', async () => {
    const member = await createUser(server, { fullName: 'Grace Busy' });
    const days = Array.from({ length: 120 }, (_, i) =>
      new Date(Date.UTC(2026, 3, 1) + i * 86_400_000).toISOString().slice(0, 10),
    );
    const rows = await server.database.db
      .insert(events)
      .values(
        days.map((day) => ({
          title: `Evening ${day}`,
          location: 'Church hall',
          eventDate: day,
          eventTime: '18:00',
          registrationRequired: true,
        })),
      )
      .returning();
    // Registered in reverse order of the dates, so the order must come from the events.
    await server.database.db.insert(eventRegistrations).values(
      [...rows].reverse().map((event) => ({
        eventId: event.id,
        userId: member.user._id,
        fullName: 'Grace Busy',
        email: member.user.email,
        status: 'confirmed' as const,
        ticketCode: newTicketCode(),
      })),
    );

    const seen: string[] = [];
    let url: string | undefined = '/api/event-registrations/mine';
    while (url) {
      const page = await call(server, 'GET', url, { token: member.token });
      expect(page.statusCode).toBe(200);
      expect(page.headers['x-total-count']).toBe('120');
      seen.push(...page.json<Ticket[]>().map((ticket) => ticket.event_date));
      url = /<([^>]+)>; rel="next"/.exec(String(page.headers.link ?? ''))?.[1];
    }
    expect(seen).toEqual(days);

    const one = await call(server, 'GET', `/api/event-registrations/mine?event=${rows[117]!.id}`, {
      token: member.token,
    });
    expect(one.json<Ticket[]>().map((ticket) => ticket.event_title)).toEqual([
      `Evening ${days[117]}`,
    ]);
    const other = await createUser(server);
    expect(
      (await call(server, 'GET', '/api/event-registrations/mine', { token: other.token })).json(),
    ).toEqual([]);
  });
});

describe('a full event', () => {
  it('puts newcomers on the waitlist and promotes them in order when a place is cancelled, mailing the promoted', async () => {
    const event = await addEvent({ capacity: 2 });
    const [first, second, third, fourth] = await Promise.all(
      ['First', 'Second', 'Third', 'Fourth'].map((fullName) => createUser(server, { fullName })),
    );
    const statusOf = async (token: string) =>
      (await registerAs(event._id, {}, token)).json<RegistrationResult>().registration;
    const one = await statusOf(first!.token);
    expect((await statusOf(second!.token)).status).toBe('confirmed');
    const waiting = await statusOf(third!.token);
    expect(waiting).toMatchObject({ status: 'waitlisted', ticket_code: null });
    expect((await statusOf(fourth!.token)).status).toBe('waitlisted');
    await smtp.waitFor(4);
    expect(mailsTo(third!.user.email)[0]!.subject).toBe(
      'You are on the waitlist for Couples Dinner',
    );

    expect(
      (
        await call(server, 'DELETE', `/api/events/${event._id}/registrations/${one._id}`, {
          token: first!.token,
        })
      ).statusCode,
    ).toBe(204);
    expect(await attendance(event._id)).toMatchObject({ registered: 2, waitlisted: 1 });
    await smtp.waitFor(5);
    const promoted = mailsTo(third!.user.email)[1]!;
    expect(promoted.subject).toBe('A place opened up: you are going to Couples Dinner');
    const [row] = await server.database.db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.id, waiting._id));
    expect(promoted.text).toContain(`Your ticket: ${row!.ticketCode}`);
    expect(mailsTo(fourth!.user.email)).toHaveLength(1);
  });

  it("shows everyone, visitors too, an event's places left in the calendar", async () => {
    const event = await addEvent({ capacity: 3 });
    const open = await addEvent({ title: 'Open Evening' });
    const member = await createUser(server);
    expect((await registerAs(event._id, {}, member.token)).statusCode).toBe(201);
    const listed = (await call(server, 'GET', '/api/events?upcoming=true')).json<Event[]>();
    expect(listed.find((one) => one._id === event._id)).toMatchObject({
      capacity: 3,
      places_left: 2,
    });
    expect(listed.find((one) => one._id === open._id)).not.toHaveProperty('places_left');
    const all = (await call(server, 'GET', '/api/events')).json<Event[]>();
    expect(all.find((one) => one._id === event._id)?.places_left).toBe(2);
  });

  it('is never over-booked: 50 confirmations at once for the last 10 places confirm exactly 10', async () => {
    const event = await addEvent({ capacity: 12 });
    const db = server.database.db;
    await db.insert(eventRegistrations).values(
      ['Early One', 'Early Two'].map((fullName) => ({
        eventId: event._id,
        fullName,
        email: `${fullName.replace(' ', '.')}@example.org`,
        status: 'confirmed' as const,
        ticketCode: newTicketCode(),
        queuedAt: clock,
      })),
    );
    const tokens = Array.from({ length: 50 }, (_, i) => `token-${i}-${crypto.randomUUID()}`);
    await db.insert(eventRegistrations).values(
      tokens.map((token, i) => ({
        eventId: event._id,
        fullName: `Guest ${i}`,
        email: `guest${i}@example.org`,
        status: 'pending' as const,
        ticketCode: newTicketCode(),
        confirmTokenHash: sha256(token),
      })),
    );
    const answers = await Promise.all(tokens.map((token) => confirm(token)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(tokens.map(() => 200));
    const statuses = answers.map((answer) => answer.json<RegistrationResult>().registration.status);
    expect(statuses.filter((status) => status === 'confirmed')).toHaveLength(10);
    expect(statuses.filter((status) => status === 'waitlisted')).toHaveLength(40);
    expect(await attendance(event._id)).toMatchObject({
      capacity: 12,
      registered: 12,
      waitlisted: 40,
    });
  });
});

describe('a confirmation link opened twice at once', () => {
  it('stays confirmed, with one ticket mailed, when two tabs or a mail scanner open it together', async () => {
    const event = await addEvent();
    await registerAs(event._id, { fullName: 'Grace Namuli', email: 'grace@example.org' });
    const [invite] = await smtp.waitFor(1);
    const token = confirmTokenOf(invite!);

    const answers = await Promise.all(Array.from({ length: 6 }, () => confirm(token)));
    // Each open is told what happened: confirmed, or (once the first has used the link) that
    // the link is spent. None is told it registered twice, and none cancels the place.
    for (const answer of answers) {
      const body = answer.json<RegistrationResult>();
      if (answer.statusCode === 400)
        expect(body).toEqual({ message: says.linkInvalid, field: 'token' });
      else
        expect(body).toMatchObject({
          message: says.confirmed,
          registration: { status: 'confirmed' },
        });
    }
    const [stored] = await server.database.db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.eventId, event._id));
    expect(stored!.status).toBe('confirmed');
    const qr = await call(server, 'GET', `/api/tickets/${stored!.ticketCode}/qr.png`);
    expect(qr.statusCode).toBe(200);
    expect(await attendance(event._id)).toMatchObject({ registered: 1 });
    await smtp.waitFor(2);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(mailsTo('grace@example.org').map((mail) => mail.subject)).toEqual([
      'Confirm your place at Couples Dinner',
      'Your ticket for Couples Dinner',
    ]);
  });
});

describe('the door', () => {
  it('checks a ticket in once; a second scan says when, on the church clock', async () => {
    const event = await addEvent();
    const member = await createUser(server, { fullName: 'Ruth Akello' });
    const { registration } = (
      await registerAs(event._id, { guests: 2 }, member.token)
    ).json<RegistrationResult>();
    clock = new Date('2026-03-20T15:04:00Z'); // 18:04 in Kampala
    const checkIn = (payload: object) =>
      call(server, 'POST', `/api/events/${event._id}/check-ins`, { token: adminToken, payload });
    const first = (
      await checkIn({ code: registration.ticket_code!.toLowerCase() })
    ).json<CheckInResult>();
    expect(first).toMatchObject({
      first_time: true,
      message: 'Checked in: Ruth Akello',
      attendance: { registered: 3, checked_in: 3 },
    });
    clock = new Date('2026-03-20T15:30:00Z');
    const again = (await checkIn({ registrationId: registration._id })).json<CheckInResult>();
    expect(again).toMatchObject({ first_time: false, message: 'Already checked in at 18:04' });
    expect((await checkIn({ code: 'TKT-AAAA-AAAA-AAAA' })).json()).toEqual({
      message: says.unknownTicket,
    });
  });

  it('lists, searches and exports the registrations, and mails everyone coming through the queue', async () => {
    const event = await addEvent();
    for (const fullName of ['Ruth Akello', 'John Okello', '=HYPERLINK("x")'])
      await registerAs(event._id, {}, (await createUser(server, { fullName })).token);
    const list = (query: string) =>
      call(server, 'GET', `/api/events/${event._id}/registrations${query}`, { token: adminToken });
    const found = await list('?q=okello');
    expect(found.json<Registration[]>().map((r) => r.full_name)).toEqual(['John Okello']);
    expect(found.headers['x-total-count']).toBe('1');
    expect((await list('?status=checked-in')).json()).toEqual([]);
    const csv = await call(server, 'GET', `/api/events/${event._id}/registrations/export`, {
      token: adminToken,
    });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body.split('\n')[0]).toBe(
      'Name,Email,Phone,Guests,Status,Ticket,Checked in at,Registered at',
    );
    expect(csv.body).toContain('"\'=HYPERLINK(""x"")"');
    await smtp.waitFor(3);
    const mailed = await call(server, 'POST', `/api/events/${event._id}/registrations/mail`, {
      token: adminToken,
      payload: { subject: 'Parking at Serena', message: 'Park at the back gate.' },
    });
    expect(mailed.statusCode).toBe(202);
    expect(mailed.json()).toEqual({ queued: 3 });
    const all = await smtp.waitFor(6);
    expect(all.slice(3).map((m) => m.subject)).toEqual(Array(3).fill('Parking at Serena'));
  });

  it('is for staff only: visitors 401, members 403', async () => {
    const event = await addEvent();
    const member = await createUser(server);
    const requests: Array<['GET' | 'POST', string, object?]> = [
      ['GET', `/api/events/${event._id}/registrations`],
      ['GET', `/api/events/${event._id}/registrations/export`],
      ['GET', `/api/events/${event._id}/attendance`],
      ['GET', '/api/event-attendance'],
      ['POST', `/api/events/${event._id}/check-ins`, { code: 'TKT-AAAA-AAAA-AAAA' }],
      ['POST', `/api/events/${event._id}/registrations/mail`, { subject: 's', message: 'm' }],
    ];
    for (const [method, path, payload] of requests) {
      expect((await call(server, method, path, { payload })).statusCode).toBe(401);
      expect((await call(server, method, path, { token: member.token, payload })).statusCode).toBe(
        403,
      );
    }
    expect(admin.user.role).toBe('Admin');
    const dashboard = await call(server, 'GET', '/api/event-attendance', { token: adminToken });
    expect(dashboard.json()).toEqual([
      expect.objectContaining({ title: 'Couples Dinner', registered: 0 }),
    ]);
  });
});
