/**
 * Seeds the demo church once per database, so a new install shows a living site. The marker
 * row in app_meta and an advisory lock inside one transaction make "once" hold even when two
 * instances start together against one PostgreSQL; a database that already holds content is
 * left alone.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { siteContentDefaults, slugify, torchKidsDefaults } from '@torch/contract';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import {
  appMeta,
  blogPosts,
  contactMessages,
  events,
  leaders,
  lightCampuses,
  ministryTeams,
  newsletterSubscriptions,
  siteContent,
  teachings,
} from '../../db/schema';
import {
  demoBlogPosts,
  demoCampuses,
  demoContactMessages,
  demoEvents,
  demoLeaders,
  demoMinistryTeams,
  demoSubscribers,
  demoTeachings,
} from './demo-content';

export const DEMO_SEEDED_KEY = 'demo_content_seeded_at';
/** Any number, the same in every instance: it serialises seeding across instances. */
const DEMO_SEED_LOCK_ID = 7_203_116;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export interface DemoSeedCounts {
  events: number;
  teachings: number;
  blogPosts: number;
  leaders: number;
  ministryTeams: number;
  lightCampuses: number;
  sitePages: number;
  contactMessages: number;
  subscribers: number;
}

export type DemoSeedOutcome =
  | { status: 'seeded'; counts: DemoSeedCounts }
  | { status: 'already-seeded' }
  /** Someone already published here (an upgrade, or demo turned off and on): keep their site. */
  | { status: 'has-content' };

export interface DemoSeedOptions {
  /** The church's calendar date ('YYYY-MM-DD'): events land in the weeks after it. */
  today: string;
  /** DATA_DIR/uploads: the demo images are copied under demo/ there. */
  uploadsDir: string;
  now?: Date;
}

/** The bundled images: apps/server/assets/demo, found from src/ in development and dist/ when built. */
function findDemoAssetsDir(): string {
  for (let dir = import.meta.dirname; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'assets', 'demo');
    if (fs.existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) throw new Error('Demo images (assets/demo) not found');
  }
}

/** Portraits are drawn as SVG and served as WebP, the one kind of image /uploads hands out. */
const PORTRAIT_SIZE = 480;

/**
 * Puts the demo images into the uploads directory, skipping those already there: WebP files are
 * copied, SVG drawings rendered to WebP (an SVG can carry script, so /uploads never serves one).
 * Every instance runs it, since each serves /uploads from its own DATA_DIR; a rendering lands
 * under a temporary name first, so an instance starting alongside never serves half a file.
 */
export async function installDemoImages(uploadsDir: string): Promise<void> {
  const source = findDemoAssetsDir();
  const target = path.join(uploadsDir, 'demo');
  await fs.promises.mkdir(target, { recursive: true });
  for (const name of await fs.promises.readdir(source)) {
    const from = path.join(source, name);
    if (name.endsWith('.webp')) {
      const destination = path.join(target, name);
      if (!fs.existsSync(destination)) await fs.promises.copyFile(from, destination);
    } else if (name.endsWith('.svg')) {
      const destination = path.join(target, `${path.basename(name, '.svg')}.webp`);
      if (fs.existsSync(destination)) continue;
      const temporary = `${destination}.${randomUUID()}.tmp`;
      await sharp(from)
        .resize(PORTRAIT_SIZE, PORTRAIT_SIZE)
        .webp({ quality: 90 })
        .toFile(temporary);
      await fs.promises.rename(temporary, destination);
    }
  }
}

export async function seedDemoContent(
  db: Database,
  options: DemoSeedOptions,
): Promise<DemoSeedOutcome> {
  const now = options.now ?? new Date();
  const outcome = await db.transaction(async (tx): Promise<DemoSeedOutcome> => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_SEED_LOCK_ID})`);
    const [marker] = await tx.select().from(appMeta).where(eq(appMeta.key, DEMO_SEEDED_KEY));
    if (marker) return { status: 'already-seeded' };
    for (const table of [events, teachings, blogPosts, leaders, ministryTeams, lightCampuses]) {
      const [anyRow] = await tx
        .select({ one: sql`1` })
        .from(table)
        .limit(1);
      if (anyRow) return { status: 'has-content' };
    }

    // Lists show rows in the order added; one transaction shares one now(), so spread them.
    const addedAt = (index: number) => new Date(now.getTime() - 60_000 + index * 1000);

    const eventRows = demoEvents(options.today).map((event, index) => ({
      title: event.title,
      location: event.location,
      eventDate: event.event_date,
      eventTime: event.event_time,
      description: event.description ?? '',
      registrationRequired: event.registration_required ?? false,
      imageUrl: event.image_base64 ?? null,
      createdAt: addedAt(index),
    }));
    const teachingRows = demoTeachings(options.today).map((teaching, index) => ({
      title: teaching.title,
      speaker: teaching.speaker,
      preachedAt: teaching.preached_at,
      category: teaching.category,
      youtubeUrl: teaching.youtube_url,
      description: teaching.description,
      createdAt: addedAt(index),
    }));
    const blogRows = demoBlogPosts.map((post) => {
      const writtenAt = new Date(now.getTime() - post.daysAgo * DAY_MS);
      return {
        slug: slugify(post.title),
        title: post.title,
        content: post.content,
        status: post.status,
        featureImageUrl: post.featureImageUrl,
        authorName: post.authorName,
        publishedAt: post.status === 'published' ? writtenAt : null,
        createdAt: writtenAt,
        updatedAt: writtenAt,
      };
    });
    const leaderRows = demoLeaders.map((leader, index) => ({
      ...leader,
      createdAt: addedAt(index),
    }));
    const teamRows = demoMinistryTeams.map((team, index) => ({
      ...team,
      isActive: true,
      createdAt: addedAt(index),
    }));
    const campusRows = demoCampuses.map((campus, index) => ({
      ...campus,
      isActive: true,
      images: campus.images.map((image) => ({ ...image, uploadedAt: now.toISOString() })),
      createdAt: addedAt(index),
    }));
    // The admin Inbox and Subscribers screens have something to show on a fresh start.
    const messageRows = demoContactMessages.map(({ hoursAgo, read, ...message }) => {
      const sentAt = new Date(now.getTime() - hoursAgo * HOUR_MS);
      return {
        ...message,
        createdAt: sentAt,
        readAt: read ? new Date(sentAt.getTime() + HOUR_MS) : null,
      };
    });
    // All but the newest have confirmed, so the Newsletter screen shows both states.
    const subscriberRows = demoSubscribers.map(({ email, daysAgo }, i) => ({
      email,
      createdAt: new Date(now.getTime() - daysAgo * DAY_MS),
      ...(i < demoSubscribers.length - 1 && {
        status: 'confirmed' as const,
        confirmedAt: new Date(now.getTime() - daysAgo * DAY_MS),
      }),
    }));
    const pages = [
      ...Object.entries(siteContentDefaults).map(([page, elements]) => ({ page, elements })),
      { page: 'torch-kids', elements: { ...torchKidsDefaults } },
    ];

    await tx.insert(events).values(eventRows);
    await tx.insert(teachings).values(teachingRows);
    await tx.insert(blogPosts).values(blogRows);
    await tx.insert(leaders).values(leaderRows);
    await tx.insert(ministryTeams).values(teamRows);
    await tx.insert(lightCampuses).values(campusRows);
    await tx.insert(contactMessages).values(messageRows);
    // Someone may have subscribed before the first start seeded; their sign-up stays as it is.
    await tx.insert(newsletterSubscriptions).values(subscriberRows).onConflictDoNothing();
    // A page an admin already edited keeps its texts.
    await tx.insert(siteContent).values(pages).onConflictDoNothing();
    await tx.insert(appMeta).values({ key: DEMO_SEEDED_KEY, value: now.toISOString() });
    return {
      status: 'seeded',
      counts: {
        events: eventRows.length,
        teachings: teachingRows.length,
        blogPosts: blogRows.length,
        leaders: leaderRows.length,
        ministryTeams: teamRows.length,
        lightCampuses: campusRows.length,
        sitePages: pages.length,
        contactMessages: messageRows.length,
        subscribers: subscriberRows.length,
      },
    };
  });
  if (outcome.status !== 'has-content') await installDemoImages(options.uploadsDir);
  return outcome;
}

/** Start-up step: seed when SEED_DEMO allows it, and say so in one log line. */
export async function seedDemoContentOnStart(
  db: Database,
  options: DemoSeedOptions & { enabled: boolean; log: Pick<FastifyBaseLogger, 'info'> },
): Promise<DemoSeedOutcome | { status: 'disabled' }> {
  if (!options.enabled) return { status: 'disabled' };
  const outcome = await seedDemoContent(db, options);
  if (outcome.status === 'seeded') {
    const c = outcome.counts;
    options.log.info(
      `Demo content seeded (SEED_DEMO=false turns this off): ${c.events} events, ` +
        `${c.teachings} teachings, ${c.blogPosts} blog posts, ${c.leaders} leaders, ` +
        `${c.ministryTeams} ministry teams, ${c.lightCampuses} Light Campuses, ${c.sitePages} page texts, ` +
        `${c.contactMessages} contact messages, ${c.subscribers} newsletter subscribers`,
    );
  }
  return outcome;
}
