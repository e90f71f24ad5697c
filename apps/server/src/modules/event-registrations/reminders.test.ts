/**
 * Reminders 24 hours and 2 hours before an event (docs/events.md#reminders): each person gets
 * each reminder once, with two instances on one database and across a restart, through real
 * SMTP, and a registered member who allows it also by web push, decrypted by a local push
 * service. Runs on PGlite, or PostgreSQL with TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { type TorchApp } from '../../app';
import {
  eventRegistrations,
  eventRemindersSent,
  notificationPreferences,
  pushSubscriptions,
  users,
} from '../../db/schema';
import { instancesOnOneDatabase } from '../../../test/mail-instances';
import { startTestPushService, type TestPushService } from '../../../test/push-endpoint';
import { newTicketCode } from './tickets';

const shared = instancesOnOneDatabase();
// The event starts Friday 20 March 2026 at 19:00 in Kampala: 16:00 UTC.
const START = Date.parse('2026-03-20T16:00:00Z');
const HOUR = 3_600_000;
let clock = new Date(START - 30 * HOUR);
// Instances of one church share their VAPID pair (docs/configuration.md#web-push).
const vapid = webpush.generateVAPIDKeys();
let pushService: TestPushService;
beforeAll(async () => {
  pushService = await startTestPushService();
});
afterAll(() => pushService.close());

beforeEach(() => {
  clock = new Date(START - 30 * HOUR);
  pushService.received.splice(0);
});

const instance = () =>
  shared.start(
    {
      MAIL_FROM: 'no-reply@torch.example',
      PUBLIC_URL: 'https://church.example',
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      // The local push service listens on loopback (docs/configuration.md#test-only-variables).
      PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true',
    },
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

/** A member registered for `event`, with a phone subscribed to push. */
async function memberWithPhone(event: { _id: string }, fullName: string, device: string) {
  const [user] = await shared.database.db
    .insert(users)
    .values({ fullName, email: `${device}@example.org`, passwordHash: 'unused' })
    .returning();
  const subscription = pushService.subscription(device);
  await shared.database.db.insert(pushSubscriptions).values({
    endpoint: subscription.endpoint,
    userId: user!.id,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    // Subscribed from a session that is still live (docs/notifications.md#web-push).
    sessionId: crypto.randomUUID(),
    sessionExpiresAt: new Date(Date.now() + 7 * 24 * HOUR),
    sessionGeneration: 0,
  });
  await shared.database.db.insert(eventRegistrations).values({
    eventId: event._id,
    userId: user!.id,
    fullName,
    email: user!.email,
    status: 'confirmed',
    ticketCode: newTicketCode(),
    queuedAt: new Date(START - 72 * HOUR),
  });
  return user!;
}

const subjects = () =>
  shared.smtp.received
    .map((mail) => `${String(mail.to && 'text' in mail.to ? mail.to.text : '')}: ${mail.subject}`)
    .sort();
const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

/**
 * Restarts `first` (the new instance finds the day-before reminders already sent), then moves
 * the clock to 90 minutes before the start and lets the restarted one and `second` both run.
 */
async function restartThenTwoHoursBefore(first: TorchApp, second: TorchApp) {
  await shared.stop(first);
  const restarted = await instance();
  expect(await restarted.services.reminders.runOnce()).toBe(0);
  clock = new Date(START - 90 * 60_000);
  await Promise.all([restarted.services.reminders.runOnce(), second.services.reminders.runOnce()]);
}

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
    await restartThenTwoHoursBefore(first, second);
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

  it('push to a registered member who allows it, once each with two instances and a restart', async () => {
    const first = await instance();
    const second = await instance();
    const event = await eventWithPeople(first, ['Visitor']);
    await memberWithPhone(event, 'Sarah Nakato', 'sarah-phone');
    const quiet = await memberWithPhone(event, 'Peter Quiet', 'peter-phone');
    await shared.database.db
      .insert(notificationPreferences)
      .values({ userId: quiet.id, kind: 'event_reminder', email: false, push: false });

    clock = new Date(START - 23 * HOUR);
    await Promise.all([first.services.reminders.runOnce(), second.services.reminders.runOnce()]);
    const [dayBefore] = await pushService.waitFor(1);
    expect(dayBefore).toMatchObject({
      device: 'sarah-phone',
      payload: {
        title: 'Coming up: Couples Dinner',
        body: 'Friday, 20 March 2026, 7:00 PM - 10:00 PM, at Serena Hotel',
        url: '/#/profile',
        tag: 'event_reminder',
      },
    });
    expect(dayBefore!.vapidPublicKey).toBe(vapid.publicKey);

    await restartThenTwoHoursBefore(first, second);
    const pushes = await pushService.waitFor(2);
    expect(pushes[1]).toMatchObject({
      device: 'sarah-phone',
      payload: { title: 'Starting in 2 hours: Couples Dinner', tag: 'event_reminder' },
    });
    // Everyone still has both mails: the push is beside the reminder mail, not instead of it.
    await shared.smtp.waitFor(6);
    await settle();
    expect(pushService.received).toHaveLength(2);
    expect(
      shared.smtp.received.filter((mail) => mail.subject?.endsWith('Couples Dinner')),
    ).toHaveLength(6);
  });
});
