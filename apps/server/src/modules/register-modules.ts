/**
 * Wires every area's module into the app, each after the modules it needs
 * (docs/decisions/023-one-module-shape.md), and hands back their services for tests and tools.
 */
import type { FastifyInstance } from 'fastify';
import type { SessionService } from '../auth/sessions';
import type { TokenService } from '../auth/tokens';
import { everyItem } from '../db/table-page';
import type { ServerMetrics } from '../metrics/server-metrics';
import type { Presence } from '../realtime/presence';
import { register as registerAdminStats } from './admin-stats';
import { register as registerAssistant } from './assistant';
import { register as registerAuth } from './auth';
import { register as registerBlog } from './blog';
import { register as registerCampuses } from './campuses';
import { register as registerChat } from './chat';
import { register as registerChurch } from './church';
import { register as registerContact } from './contact';
import { register as registerEventRegistrations } from './event-registrations';
import { register as registerEvents } from './events';
import { register as registerGiving } from './giving';
import { register as registerHealth } from './health';
import { register as registerLeaders } from './leaders';
import { register as registerMail } from './mail';
import type { MailQueueOptions } from './mail/service';
import { register as registerMinistries } from './ministries';
import type { ModuleDeps } from './module';
import { register as registerNewConverts } from './new-converts';
import { register as registerNewsletter } from './newsletter';
import type { NewsletterSendOptions } from './newsletter/sender';
import { register as registerNotifications, type NotificationOptions } from './notifications';
import { register as registerPrayer } from './prayer';
import { register as registerSiteContent } from './site-content';
import { register as registerTeachings } from './teachings';
import { register as registerTestimonies } from './testimonies';
import { register as registerUploads } from './uploads';
import { register as registerUsers } from './users';

export interface ModuleOptions {
  sessions: SessionService;
  tokens: TokenService;
  presence: Presence;
  /** Prometheus metrics, or undefined when METRICS_TOKEN is unset. */
  metrics: ServerMetrics | undefined;
  /** The server's signing secret: links in mail (notifications, event registrations) derive keys from it. */
  secret: string;
  /** The mail queue's timings (tests retry in milliseconds, not minutes). */
  mailQueue?: Partial<MailQueueOptions> | undefined;
  /** The notification sweep's timing (tests sweep by hand). */
  notifications?: Partial<NotificationOptions> | undefined;
  /** The newsletter sender's batch size and poll (tests use small ones). */
  newsletterSend?: Partial<NewsletterSendOptions> | undefined;
}

export async function registerModules(
  app: FastifyInstance,
  deps: ModuleDeps,
  options: ModuleOptions,
) {
  const { sessions, tokens, presence, metrics } = options;
  registerHealth(app, deps);
  // Before the accounts: a profile picture must be one of our uploads, as a chat image must.
  const { uploads } = await registerUploads(app, deps);
  // Accounts: a changed role moves the member's open sockets too (through the announcer).
  const { users } = registerUsers(app, deps, { sessions, uploads, presence });
  // Mail goes out through a queue in the database (docs/decisions/029-mail-queue.md).
  const { mail } = registerMail(app, deps, options.mailQueue);
  const { auth, passwords, firstAdmin, closure } = registerAuth(app, deps, {
    users,
    tokens,
    sessions,
    mail,
  });
  // Notifications by mail and web push (docs/notifications.md), sent by the modules below.
  const notifications = registerNotifications(
    app,
    deps,
    { mail, secret: options.secret, sessions },
    options.notifications,
  );
  const { notifier } = notifications;
  const { blog } = registerBlog(app, deps);
  const { events } = registerEvents(app, deps);
  const { teachings } = registerTeachings(app, deps);
  const { leaders } = registerLeaders(app, deps);
  const { ministries, volunteers } = registerMinistries(app, deps, { notifier });
  const { campuses, campusApplications } = registerCampuses(app, deps, { notifier });
  const { siteContent } = registerSiteContent(app, deps);
  const { church } = registerChurch(app, deps);
  const { newsletter, newsletterIssues, newsletterSender } = await registerNewsletter(
    app,
    deps,
    { mail },
    options.newsletterSend,
  );
  const { contact } = registerContact(app, deps, newsletter, notifier);

  // Member chat: HTTP for history and writes, the socket for everything live.
  const { chat, socketStats } = registerChat(app, deps, {
    uploads,
    presence,
    sessions,
    notices: notifier.chatNotices,
  });

  // Community modules: what members and visitors send in, and its moderation.
  const { prayers } = registerPrayer(app, deps, { notifier });
  const { testimonies } = registerTestimonies(app, deps, { notifier });
  const { newConverts } = registerNewConverts(app, deps);
  const { adminStats } = registerAdminStats(app, deps);

  // Giving by mobile money (docs/giving.md): gifts, their networks and the poller.
  const { donations } = registerGiving(app, deps, { mail });

  // Registration for events, tickets, the door and reminders (docs/events.md).
  const { registrations, door, reminders, removeRegistrationsOfClosed } =
    registerEventRegistrations(app, deps, { mail, notifier, secret: options.secret });
  // A closed account's registrations hold its name, address and phone: they go with it.
  closure.alsoRemove(removeRegistrationsOfClosed);

  // The assistant (docs/assistant.md): answers visitors from the church's own current content.
  const { assistant } = registerAssistant(app, deps, {
    metrics,
    sources: {
      upcomingEvents: () => everyItem((page) => events.listUpcoming(page)),
      teachings: () => everyItem((page) => teachings.list(page)),
      publishedPosts: () => everyItem((page) => blog.listPublished(page)),
      activeCampuses: () => everyItem((page) => campuses.listActive(page)),
      activeTeams: () => everyItem((page) => ministries.listActive(page)),
      leaders: () => everyItem((page) => leaders.list(page)),
    },
  });

  return {
    users,
    auth,
    passwords,
    firstAdmin,
    mail,
    notifications,
    uploads,
    blog,
    events,
    teachings,
    leaders,
    ministries,
    volunteers,
    campuses,
    campusApplications,
    siteContent,
    church,
    chat,
    assistant,
    socketStats,
    prayers,
    testimonies,
    newConverts,
    adminStats,
    newsletter,
    newsletterIssues,
    newsletterSender,
    contact,
    donations,
    registrations,
    door,
    reminders,
  };
}

export type ModuleServices = Awaited<ReturnType<typeof registerModules>>;
