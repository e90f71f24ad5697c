/** Outgoing mail: the queue and its worker (docs/decisions/029-mail-queue.md). No routes. */
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module';
import { runWhileUp } from '../polling-worker';
import { DEFAULT_MAIL_QUEUE, MailQueue, type MailQueueOptions } from './service';
import { createMailTransport } from './transport';

export function register(
  app: FastifyInstance,
  deps: ModuleDeps,
  options: Partial<MailQueueOptions> = {},
) {
  const mail = new MailQueue(
    deps.db,
    createMailTransport(deps.config, deps.log),
    deps.config.mail.from,
    deps.log,
    { ...DEFAULT_MAIL_QUEUE, ...options },
  );
  // Rows left pending by a previous run (or another instance) go out once the server is up.
  runWhileUp(app, mail);
  return { mail };
}
