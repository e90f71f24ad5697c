/** What the church publishes: events, teachings, blog posts, leaders, editable page texts. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, reference, timestampTz, updatedAt } from './columns';
import { userRef } from './users';

export const events = pgTable(
  'events',
  {
    id: id(),
    title: text('title').notNull(),
    location: text('location').notNull(),
    /** 'YYYY-MM-DD' or the literal 'recurring-tuesday' (docs/product.md#data). */
    eventDate: text('event_date').notNull(),
    eventTime: text('event_time').notNull(),
    description: text('description').notNull().default(''),
    registrationRequired: boolean('registration_required').notNull().default(false),
    /** Places (a registration takes 1 + its guests); null: no limit (docs/events.md). */
    capacity: integer('capacity'),
    /** After this instant no one may register; null: until the event starts. */
    registrationClosesAt: timestampTz('registration_closes_at'),
    imageUrl: text('image_url'),
    /** Raised by every edit, so subscribed calendars replace their copy (docs/events.md). */
    sequence: integer('sequence').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('events_event_date_idx').on(table.eventDate)],
);

export const teachings = pgTable(
  'teachings',
  {
    id: id(),
    title: text('title').notNull(),
    speaker: text('speaker').notNull(),
    preachedAt: date('preached_at', { mode: 'string' }).notNull(),
    category: text('category').notNull(),
    youtubeUrl: text('youtube_url').notNull(),
    description: text('description').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('teachings_preached_at_idx').on(table.preachedAt)],
);

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: id(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    status: text('status', { enum: ['draft', 'published'] })
      .notNull()
      .default('draft'),
    featureImageUrl: text('feature_image_url').notNull(),
    authorId: userRef('author_id', 'set null'),
    authorName: text('author_name').notNull(),
    publishedAt: timestampTz('published_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('blog_posts_slug_unique').on(table.slug),
    index('blog_posts_published_idx').on(table.status, table.publishedAt),
  ],
);

/**
 * Addresses a post has had before. A post keeps its slug when its title is
 * edited; when staff change the address on purpose, the old one is kept here
 * so shared links still open the post (docs/decisions/018-blog-post-addresses.md).
 */
export const blogPostSlugHistory = pgTable(
  'blog_post_slug_history',
  {
    slug: text('slug').primaryKey(),
    postId: reference('post_id', () => blogPosts.id, 'cascade').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('blog_post_slug_history_post_idx').on(table.postId)],
);

export const leaders = pgTable('leaders', {
  id: id(),
  name: text('name').notNull(),
  title: text('title').notNull(),
  bio: text('bio').notNull(),
  photoUrl: text('photo_url').notNull(),
  youtubeUrl: text('youtube_url').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** One row per page ('home', 'give', 'contact', 'torch-kids'): element id → text. */
export const siteContent = pgTable('site_content', {
  page: text('page').primaryKey(),
  elements: jsonb('elements')
    .$type<Record<string, string>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  updatedAt: updatedAt(),
});

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** When staff first opened or marked it read; null while unread. */
    readAt: timestampTz('read_at'),
    createdAt: createdAt(),
  },
  (table) => [index('contact_messages_newest_idx').on(table.createdAt, table.id)],
);

export const ministryTeams = pgTable('ministry_teams', {
  id: id(),
  name: text('name').notNull(),
  leaderName: text('leader_name').notNull(),
  contactEmail: text('contact_email').notNull(),
  description: text('description').notNull(),
  imageUrl: text('image_url'),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export interface StoredCampusImage {
  url: string;
  publicId?: string;
  alt?: string;
  uploadedAt?: string;
  uploadedBy?: string;
}

export const lightCampuses = pgTable('light_campuses', {
  id: id(),
  name: text('name').notNull(),
  location: text('location').notNull(),
  leaderName: text('leader_name').notNull(),
  contactInfo: text('contact_info').notNull(),
  meetingSchedule: text('meeting_schedule').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  images: jsonb('images')
    .$type<StoredCampusImage[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Every stored upload: who sent it, where it lives, what the bytes turned out to be. */
export const uploads = pgTable(
  'uploads',
  {
    id: id(),
    folder: text('folder').notNull(),
    /** Path under the provider's root, e.g. 'leaders/2026/…/photo.webp'. */
    storageKey: text('storage_key').notNull(),
    url: text('url').notNull(),
    thumbnailUrl: text('thumbnail_url'),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    uploadedBy: userRef('uploaded_by', 'set null'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('uploads_storage_key_unique').on(table.storageKey)],
);

/** Small facts about the install itself, such as when the demo content was seeded. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});
