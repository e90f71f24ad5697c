/**
 * Reminders 24 hours and 2 hours before an event (docs/events.md#reminders): each person gets
 * each reminder once, with two instances on one database and across a restart, through real
 * SMTP. Runs on PGlite, or PostgreSQL with TEST_DATABASE_URL.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { type TorchApp } from '../../app';
import { eventRegistrations, eventRemindersSent } from '../../db/schema';
import { instancesOnOneDatabase } from '../../../test/mail-instances';
import { newTicketCode } from './tickets';

const shared = instancesOnOneDatabase();
// The event starts Friday 20 March 2026 at 19:00 in Kampala: 16:00 UTC.
const START = Date.parse('2026-03-20T16:00:00Z');
const HOUR = 3_600_000;
let clock = new Date(START - 30 * HOUR);

beforeEach(() => {
  clock = new Date(START - 30 * HOUR);
});

const instance = () =>
  shared.start(
    { MAIL_FROM: 'no-reply@torch.example', PUBLIC_URL: 'https://church.example' },
    { now: () => clock, mailQueue: { pollMs: 50 } },
  );

async function eventWithPeople(torch: TorchApp, names: string[]) {
  const event = await torch.services.events.create({
    title: 'Couples Dinner',
    location: 'Serena Hotel',
    event_date: '2026-03-20',
    event_time: '7:00 PM - 10:00 PM',
    description: '',
    registration_required: true,
    image_base64: null,
  });
  if (names.length === 0) return event;
  await shared.database.db.insert(eventRegistrations).values(
    names.map((fullName) => ({
      eventId: event._id,
      fullName,
      email: `${fullName.toLowerCase()}@example.org`,
      status: 'confirmed' as const,
      ticketCode: newTicketCode(),
      queuedAt: new Date(START - 72 * HOUR),
    })),
  );
  return event;
}

const subjects = () =>
  shared.smtp.received
    .map((mail) => `${String(mail.to && 'text' in mail.to ? mail.to.text : '')}: ${mail.subject}`)
    .sort();
const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

describe('event reminders', () => {
  it('go out once per person with two instances, and not again after a restart', async () => {
    const first = await instance();
    const second = await instance();
    await eventWithPeople(first, ['Ruth', 'John', 'Grace']);
    expect(await first.services.reminders.runOnce()).toBe(0); // 30 hours ahead: nothing yet

    clock = new Date(START - 23 * HOUR);
    const counts = await Promise.all([
      first.services.reminders.runOnce(),
      second.services.reminders.runOnce(),
      first.services.reminders.runOnce(),
    ]);
    expect(counts.reduce((a, b) => a + b)).toBe(3);
    await shared.smtp.waitFor(3);

    // A restart: a new instance on the same database finds the reminders already sent.
    await shared.stop(first);
    const restarted = await instance();
    expect(await restarted.services.reminders.runOnce()).toBe(0);

    clock = new Date(START - 90 * 60_000);
    await Promise.all([
      restarted.services.reminders.runOnce(),
      second.services.reminders.runOnce(),
    ]);
    await shared.smtp.waitFor(6);
    await settle();
    expect(subjects()).toEqual([
      'grace@example.org: Coming up: Couples Dinner',
      'grace@example.org: Starting in 2 hours: Couples Dinner',
      'john@example.org: Coming up: Couples Dinner',
      'john@example.org: Starting in 2 hours: Couples Dinner',
      'ruth@example.org: Coming up: Couples Dinner',
      'ruth@example.org: Starting in 2 hours: Couples Dinner',
    ]);
    const reminder = shared.smtp.received.find((mail) => mail.subject?.startsWith('Starting'))!;
    expect(reminder.text).toMatch(/Your ticket: TKT-/);
    expect(reminder.text).toContain('https://church.example/#/events/registration/cancel?');
    expect(await shared.database.db.select().from(eventRemindersSent)).toHaveLength(6);
  });

  it('skip the day-before reminder for a place confirmed inside its window, and stop at the start', async () => {
    const torch = await instance();
    const event = await eventWithPeople(torch, []);
    await shared.database.db.insert(eventRegistrations).values({
      eventId: event._id,
      fullName: 'Late',
      email: 'late@example.org',
      status: 'confirmed',
      ticketCode: newTicketCode(),
      queuedAt: new Date(START - 10 * HOUR),
    });
    clock = new Date(START - 9 * HOUR);
    expect(await torch.services.reminders.runOnce()).toBe(0);
    clock = new Date(START + 60_000);
    expect(await torch.services.reminders.runOnce()).toBe(0);
    clock = new Date(START - HOUR);
    expect(await torch.services.reminders.runOnce()).toBe(1);
    const [mail] = await shared.smtp.waitFor(1);
    expect(mail!.subject).toBe('Starting in 2 hours: Couples Dinner');
  });
});
