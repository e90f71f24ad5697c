/**
 * A member's right to their data (docs/security.md#your-data): everything the server stores
 * about the member, gathered by the account's id (and, for the newsletter, its address once it
 * is proven), each part shown as the API shows it elsewhere.
 */
import type { DataExport } from '@torch/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Viewer } from '../../auth/sessions';
import type { Database } from '../../db/client';
import {
  campusApplications,
  chatMessages,
  chatReactions,
  donations,
  eventRegistrations,
  events,
  ministryTeams,
  newsletterSubscriptions,
  notificationPreferences,
  pushSubscriptions,
  prayerRequests,
  testimonies,
  users,
  volunteerApplications,
} from '../../db/schema';
import { toCampusApplicationDto } from '../campuses/presenter';
import { toTicketDto } from '../event-registrations/presenter';
import { toDonationDto } from '../giving/presenter';
import { toMyVolunteerApplicationDto } from '../ministries/presenter';
import { toPrayerRequestDto } from '../prayer/presenter';
import { toTestimonyDto } from '../testimonies/service';
import { toUserDto } from './presenter';

export class YourDataService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  async exportFor(viewer: Viewer): Promise<DataExport> {
    const id = viewer.id;
    const [
      [account],
      prayers,
      stories,
      applications,
      proposals,
      messages,
      reactions,
      [subscription],
      gifts,
      registrations,
      choices,
      devices,
    ] = await Promise.all([
      this.db.select().from(users).where(eq(users.id, id)),
      this.db
        .select()
        .from(prayerRequests)
        .where(eq(prayerRequests.userId, id))
        .orderBy(asc(prayerRequests.createdAt)),
      this.db
        .select()
        .from(testimonies)
        .where(eq(testimonies.userId, id))
        .orderBy(asc(testimonies.createdAt)),
      this.db
        .select({ row: volunteerApplications, teamName: ministryTeams.name })
        .from(volunteerApplications)
        .innerJoin(ministryTeams, eq(ministryTeams.id, volunteerApplications.teamId))
        .where(eq(volunteerApplications.userId, id))
        .orderBy(asc(volunteerApplications.createdAt)),
      this.db
        .select()
        .from(campusApplications)
        .where(eq(campusApplications.userId, id))
        .orderBy(asc(campusApplications.createdAt)),
      this.db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.authorId, id))
        .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id)),
      this.db
        .select()
        .from(chatReactions)
        .where(eq(chatReactions.userId, id))
        .orderBy(asc(chatReactions.createdAt)),
      this.db
        .select()
        .from(newsletterSubscriptions)
        .where(sql`lower(${newsletterSubscriptions.email}) = lower(${viewer.email})`),
      this.db
        .select()
        .from(donations)
        .where(eq(donations.userId, id))
        .orderBy(asc(donations.createdAt)),
      this.db
        .select({ registration: eventRegistrations, event: events })
        .from(eventRegistrations)
        .innerJoin(events, eq(events.id, eventRegistrations.eventId))
        .where(eq(eventRegistrations.userId, id))
        .orderBy(asc(eventRegistrations.createdAt), asc(eventRegistrations.id)),
      this.db
        .select()
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, id))
        .orderBy(asc(notificationPreferences.kind)),
      this.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, id))
        .orderBy(asc(pushSubscriptions.createdAt)),
    ]);
    return {
      exportedAt: this.now().toISOString(),
      profile: toUserDto(account ?? viewer),
      prayerRequests: prayers.map(toPrayerRequestDto),
      testimonies: stories.map(toTestimonyDto),
      volunteerApplications: applications.map(({ row, teamName }) =>
        toMyVolunteerApplicationDto(row, teamName),
      ),
      campusProposals: proposals.map((row) => toCampusApplicationDto(row, viewer.avatarUrl)),
      chatMessages: messages.map((message) => ({
        _id: message.id,
        roomId: message.roomId,
        chatType: message.chatType,
        content: message.content,
        isImage: message.isImage,
        createdAt: message.createdAt.toISOString(),
      })),
      reactions: reactions.map((reaction) => ({
        messageId: reaction.messageId,
        emoji: reaction.emoji,
        createdAt: reaction.createdAt.toISOString(),
      })),
      // Anyone may register any address: whether it is on the list is the address owner's to know.
      // Null for an unproven address, and for a proven one that is not on the list.
      newsletter:
        account?.emailVerifiedAt && subscription
          ? {
              status: subscription.status,
              subscribed: subscription.status === 'confirmed',
              since: (
                (subscription.status === 'confirmed' && subscription.confirmedAt) ||
                (subscription.status === 'unsubscribed' && subscription.unsubscribedAt) ||
                subscription.createdAt
              ).toISOString(),
            }
          : null,
      gifts: gifts.map(toDonationDto),
      eventRegistrations: registrations.map(({ registration, event }) =>
        toTicketDto(registration, event),
      ),
      notificationChoices: choices.map(({ kind, email, push }) => ({ kind, email, push })),
      pushDevices: devices.map((device) => ({
        pushService: new URL(device.endpoint).host,
        createdAt: device.createdAt.toISOString(),
      })),
    };
  }
}
