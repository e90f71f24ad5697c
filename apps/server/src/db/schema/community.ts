/** What members and visitors send in: prayers, testimonies, applications, new-convert forms. */
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, reference, timestampTz } from './columns';
import { lightCampuses, ministryTeams } from './content';
import { userRef } from './users';

const applicationStatus = () =>
  text('status', { enum: ['Pending', 'Approved', 'Rejected'] })
    .notNull()
    .default('Pending');

export const prayerRequests = pgTable(
  'prayer_requests',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email'),
    requestText: text('request_text').notNull(),
    isPrivate: boolean('is_private').notNull().default(false),
    isAnswered: boolean('is_answered').notNull().default(false),
    avatarUrl: text('avatar_url'),
    /** Set from the token when a member sends it; never from the body. */
    userId: userRef('user_id', 'set null'),
    createdAt: createdAt(),
  },
  (table) => [
    index('prayer_requests_wall_idx').on(table.isPrivate, table.createdAt),
    index('prayer_requests_newest_idx').on(table.createdAt, table.id),
    index('prayer_requests_search_idx').using(
      'gin',
      sql`lower(${table.name} || ' ' || ${table.requestText}) gin_trgm_ops`,
    ),
  ],
);

export const testimonies = pgTable(
  'testimonies',
  {
    id: id(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    storyText: text('story_text').notNull(),
    isApproved: boolean('is_approved').notNull().default(false),
    userId: userRef('user_id', 'set null'),
    createdAt: createdAt(),
  },
  (table) => [
    index('testimonies_approved_idx').on(table.isApproved, table.createdAt),
    // The admin list: pending first, then newest.
    index('testimonies_pending_first_idx').on(
      sql`(not ${table.isApproved})`,
      table.createdAt,
      table.id,
    ),
  ],
);

export const volunteerApplications = pgTable(
  'volunteer_applications',
  {
    id: id(),
    teamId: reference('team_id', () => ministryTeams.id, 'cascade').notNull(),
    userId: userRef('user_id', 'cascade').notNull(),
    message: text('message').notNull(),
    status: applicationStatus(),
    createdAt: createdAt(),
    decidedAt: timestampTz('decided_at'),
  },
  (table) => [
    // One open application per member per team; the database holds the line even under races.
    uniqueIndex('volunteer_applications_one_pending')
      .on(table.teamId, table.userId)
      .where(sql`${table.status} = 'Pending'`),
  ],
);

export const campusApplications = pgTable('campus_applications', {
  id: id(),
  userId: userRef('user_id', 'set null'),
  applicantName: text('applicant_name').notNull(),
  proposedCampusName: text('proposed_campus_name').notNull(),
  proposedLocation: text('proposed_location').notNull(),
  proposedLeaderName: text('proposed_leader_name').notNull(),
  contactInfo: text('contact_info').notNull(),
  missionStatement: text('mission_statement').notNull(),
  status: applicationStatus(),
  /** The campus an approval created. */
  campusId: reference('campus_id', () => lightCampuses.id, 'set null'),
  createdAt: createdAt(),
  decidedAt: timestampTz('decided_at'),
});

export const newConverts = pgTable(
  'new_converts',
  {
    id: id(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    areaCode: text('area_code').notNull(),
    phoneNumber: text('phone_number').notNull(),
    whatsApp: text('whats_app'),
    whatsAppGroup: text('whats_app_group'),
    email: text('email').notNull(),
    country: text('country').notNull(),
    community: jsonb('community')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    agree: text('agree'),
    createdAt: createdAt(),
  },
  (table) => [
    index('new_converts_newest_idx').on(table.createdAt, table.id),
    index('new_converts_search_idx').using(
      'gin',
      sql`lower(${table.firstName} || ' ' || ${table.lastName}) gin_trgm_ops`,
    ),
  ],
);
