/**
 * Registration for events, tickets, check-in and reminders (docs/events.md): the routes, and
 * the reminder job each instance runs while the server is up.
 */
import { eventRegistrationRoutes } from '@torch/contract';
import type { FastifyInstance } from 'fastify';
import { readChurchSettings } from '../church/settings-reader';
import type { MailQueue } from '../mail/service';
import type { ModuleDeps } from '../module';
import type { Notifier } from '../notifications/service';
import { runWhileUp } from '../polling-worker';
import { removeRegistrationsOf } from './closed-account';
import { DoorService } from './door';
import { RegistrationMailer } from './mailer';
import { ReminderJob } from './reminders';
import { eventRegistrationRouteHandlers } from './routes';
import type { Transaction } from '../../db/client';
import { RegistrationService } from './service';
import { CancelLinks } from './tickets';

export interface EventRegistrationOptions {
  mail: MailQueue;
  /** Pushes the reminders to members who allow it (docs/notifications.md). */
  notifier: Notifier;
  /** Signs the cancel links (the server's session key; a link is tied to one registration). */
  secret: string;
  /** How often each instance looks for due reminders (a minute unless a test says). */
  reminderPollMs?: number;
}

export function register(
  app: FastifyInstance,
  deps: ModuleDeps,
  options: EventRegistrationOptions,
) {
  const cancelLinks = new CancelLinks(options.secret);
  const mailer = new RegistrationMailer(options.mail, cancelLinks, deps.config.mail.publicUrl);
  const registrations = new RegistrationService(deps.db, mailer, cancelLinks, { now: deps.now });
  const door = new DoorService(deps.db, mailer, deps.now);
  const reminders = new ReminderJob(deps.db, mailer, options.notifier, deps.log, {
    now: deps.now,
    pollMs: options.reminderPollMs ?? 60_000,
  });
  deps.routes.register(
    eventRegistrationRoutes,
    eventRegistrationRouteHandlers(registrations, door, deps.now, () =>
      readChurchSettings(deps.db),
    ),
  );
  runWhileUp(app, reminders.loop);
  /** Closing an account removes its registrations, in the closing transaction. */
  const removeRegistrationsOfClosed = (tx: Transaction, userId: string) =>
    removeRegistrationsOf(tx, userId, mailer);
  return { registrations, door, reminders, removeRegistrationsOfClosed };
}
