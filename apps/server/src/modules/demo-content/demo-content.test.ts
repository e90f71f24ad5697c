import {
  blogPostInputSchema,
  eventInputSchema,
  leaderInputSchema,
  RECURRING_TUESDAY,
  teachingInputSchema,
  contactMessageInputSchema,
  newsletterInputSchema,
  type BlogPost,
  type ContactMessagePage,
  type Event,
  type InboxSummary,
  type NewsletterSubscriberPage,
  type LightCampus,
  type Leader,
  type MinistryTeam,
  type Teaching,
} from '@torch/contract';
import fs from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import * as schema from '../../db/schema';
import { call, readOk, server, serverPerTest } from '../../../test/harness';
import { createAdmin } from '../../../test/test-server';
import {
  demoBlogPosts,
  demoContactMessages,
  demoEvents,
  demoLeaders,
  demoSubscribers,
  demoTeachings,
} from './demo-content';
import { DEMO_SEEDED_KEY, seedDemoContent, seedDemoContentOnStart } from './seed';

// Thursday 12 March 2026, noon in Kampala.
const NOW = new Date('2026-03-12T09:00:00Z');
const TODAY = '2026-03-12';

const DEMO_ASSETS = path.resolve(import.meta.dirname, '../../../assets/demo');

/** A picture as 48 × 48 grey levels scaled to mean 0 and spread 1: its shape, not its colours. */
async function lightnessPattern(image: Buffer): Promise<number[]> {
  const grey = [...(await sharp(image).resize(48, 48).greyscale().raw().toBuffer())];
  const mean = grey.reduce((sum, value) => sum + value, 0) / grey.length;
  const spread = Math.sqrt(grey.reduce((sum, value) => sum + (value - mean) ** 2, 0) / grey.length);
  return grey.map((value) => (value - mean) / spread);
}

function correlation(a: number[], b: number[]): number {
  return a.reduce((sum, value, index) => sum + value * b[index]!, 0) / a.length;
}

serverPerTest({ options: { now: () => NOW } });

const options = () => ({
  today: TODAY,
  uploadsDir: path.join(server.dataDir, 'uploads'),
  now: NOW,
});
const seed = () => seedDemoContent(server.database.db, options());

/** The tables the demo fills, by the names seeding counts them under, and its marker. */
const COUNTED = {
  events: schema.events,
  teachings: schema.teachings,
  blogPosts: schema.blogPosts,
  leaders: schema.leaders,
  ministryTeams: schema.ministryTeams,
  lightCampuses: schema.lightCampuses,
  sitePages: schema.siteContent,
  contactMessages: schema.contactMessages,
  subscribers: schema.newsletterSubscriptions,
  markers: schema.appMeta,
};
async function tableCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(COUNTED)) {
    counts[name] = (await server.database.db.select({ n: count() }).from(table))[0]!.n;
  }
  return counts;
}
/** What seeding reports it added. */
const SEEDED_COUNTS = {
  events: 6,
  teachings: 6,
  blogPosts: 4,
  leaders: 4,
  ministryTeams: 6,
  lightCampuses: 3,
  sitePages: 10,
  contactMessages: 3,
  subscribers: 4,
};
const SEEDED = { ...SEEDED_COUNTS, markers: 1 };
const EMPTY = Object.fromEntries(Object.keys(COUNTED).map((name) => [name, 0]));

describe('the demo church', () => {
  it('fills a new database once: seeding again changes nothing', async () => {
    const first = await seed();
    expect(first).toEqual({ status: 'seeded', counts: SEEDED_COUNTS });
    expect(await tableCounts()).toEqual(SEEDED);
    expect(await seed()).toEqual({ status: 'already-seeded' });
    expect(await tableCounts()).toEqual(SEEDED);
  });

  it('gives visitors a living site: events ahead, recent teachings, posts, leaders, teams, campuses', async () => {
    await seed();
    const all = await readOk<Event[]>('/api/events');
    expect(all[0]).toMatchObject({
      title: 'Tuesday Fellowship',
      event_date: RECURRING_TUESDAY,
      event_time: '5:00 PM - 8:00 PM',
    });
    const dated = all.slice(1).map((event) => event.event_date);
    expect(dated.every((date) => date > TODAY)).toBe(true);
    expect(all.some((event) => event.registration_required)).toBe(true);
    // Home: three upcoming events; next Tuesday's fellowship comes before the dated ones.
    expect(
      (await readOk<Event[]>('/api/events?upcoming=true&limit=3')).map((e) => e.title),
    ).toEqual(['Tuesday Fellowship', 'Youth Night: Set Apart', 'Community Outreach in Kireka']);

    const sermons = await readOk<Teaching[]>('/api/teachings');
    expect(sermons).toHaveLength(6);
    expect(sermons.every((t) => t.preached_at < TODAY)).toBe(true);
    expect(new Set(sermons.map((t) => t.category)).size).toBeGreaterThanOrEqual(4);
    expect((await readOk<Teaching[]>('/api/teachings?limit=1'))[0]?.preached_at).toBe('2026-03-10');

    const posts = await readOk<BlogPost[]>('/api/blog');
    expect(posts.map((p) => p.title)).toEqual([
      'Walking in the Light Together',
      'Five Rhythms of Prayer for Busy People',
      'What Our Kireka Outreach Taught Us',
    ]);
    const post = await readOk<BlogPost>(`/api/blog/${posts[0]!.slug}`);
    expect(post.content).toMatch(/^## /m);
    expect(post.content).toMatch(/^> /m);
    expect(post.content).toMatch(/^- /m);
    const admin = await createAdmin(server);
    const everyPost = await readOk<BlogPost[]>('/api/blog/admin/all', admin.token);
    expect(everyPost.filter((p) => p.status === 'draft')).toHaveLength(1);

    expect((await readOk<Leader[]>('/api/leaders')).map((l) => l.name)[0]).toBe(
      'Pastor Daniel Mukasa',
    );
    expect((await readOk<MinistryTeam[]>('/api/ministry-teams/public')).map((t) => t.name)).toEqual(
      [
        'Worship',
        'Ushering & Hospitality',
        'Media & Tech',
        'Children (Torch Stars)',
        'Youth',
        'Outreach & Missions',
      ],
    );
    const campuses = await readOk<LightCampus[]>('/api/light-campuses/public');
    expect(campuses.map((c) => c.images.length)).toEqual([2, 3, 1]);
    expect(campuses.every((c) => c.images.every((image) => image.alt))).toBe(true);
  });

  it('ships every image it points to, served from /uploads/demo/', async () => {
    await seed();
    const admin = await createAdmin(server);
    const urls = [
      ...(await readOk<Event[]>('/api/events')).map((e) => e.image_base64),
      ...(await readOk<BlogPost[]>('/api/blog/admin/all', admin.token)).map(
        (p) => p.featureImageUrl,
      ),
      ...(await readOk<Leader[]>('/api/leaders')).map((l) => l.photoUrl),
      ...(await readOk<MinistryTeam[]>('/api/ministry-teams/public')).map((t) => t.imageUrl),
      ...(await readOk<LightCampus[]>('/api/light-campuses/public')).flatMap((c) =>
        c.images.map((image) => image.url),
      ),
    ].filter((url): url is string => url !== null);
    expect(urls.length).toBeGreaterThanOrEqual(20);
    for (const url of urls) {
      expect(url).toMatch(/^\/uploads\/demo\/[\w-]+\.webp$/);
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toBe('image/webp');
      expect(response.rawPayload.subarray(8, 12).toString('latin1'), url).toBe('WEBP');
    }
  });

  it('gives each leader a portrait of their own: a small drawing, served as WebP', async () => {
    await seed();
    const portraits = (await readOk<Leader[]>('/api/leaders')).map((leader) => leader.photoUrl);
    expect(new Set(portraits).size).toBe(portraits.length);
    const shapes: number[][] = [];
    for (const url of portraits) {
      const drawing = fs.readFileSync(path.join(DEMO_ASSETS, `${path.basename(url, '.webp')}.svg`));
      expect(drawing.length, url).toBeLessThan(6 * 1024);
      expect(drawing.toString('utf8'), url).not.toMatch(/<script|href|url\(/i);
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.headers['content-type'], url).toBe('image/webp');
      expect(await sharp(response.rawPayload).metadata(), url).toMatchObject({
        width: 480,
        height: 480,
      });
      shapes.push(await lightnessPattern(response.rawPayload));
    }
    // The same figure on different backgrounds correlates at 0.98 or more; different people,
    // hair and clothes stay well below.
    for (let a = 0; a < shapes.length; a++) {
      for (let b = a + 1; b < shapes.length; b++) {
        expect(
          correlation(shapes[a]!, shapes[b]!),
          `${portraits[a]} / ${portraits[b]}`,
        ).toBeLessThan(0.96);
      }
    }
  });

  it('gives the admin Inbox and Subscribers screens something to show, newest first', async () => {
    await seed();
    const admin = await createAdmin(server);
    const inbox = await readOk<ContactMessagePage>('/api/admin/contact-messages', admin.token);
    expect(inbox.messages.map((m) => m.subject)).toEqual([
      'Visiting this Tuesday',
      'Booking the hall for a dedication',
      'Thank you for the youth camp',
    ]);
    expect(inbox.messages.map((m) => m.read_at !== null)).toEqual([false, false, true]);
    expect(await readOk<InboxSummary>('/api/admin/inbox-summary', admin.token)).toEqual({
      unreadMessages: 2,
      subscribers: 4,
    });
    const list = await readOk<NewsletterSubscriberPage>(
      '/api/admin/newsletter-subscribers',
      admin.token,
    );
    expect(list.subscribers[0]?.email).toBe('peter.kato@example.org');
  });

  it('writes the page texts and Torch Stars defaults, keeping a page an admin already edited', async () => {
    const admin = await createAdmin(server);
    const saved = await call(server, 'POST', '/api/site-content', {
      token: admin.token,
      payload: { page: 'give', elements: { giveTitle: 'Partner With Us' } },
    });
    expect(saved.statusCode).toBeLessThan(300);
    expect((await seed()).status).toBe('seeded');
    const give = await readOk<{ elements: Record<string, string> }>('/api/site-content?page=give');
    expect(give.elements.giveTitle).toBe('Partner With Us');
    const home = await readOk<{ elements: Record<string, string> }>('/api/site-content?page=home');
    expect(home.elements.heroTitle).toBe('Welcome to Torch Fellowship');
    expect(await readOk<{ heroTitle: string }>('/api/torch-kids')).toMatchObject({
      heroTitle: 'Torch Stars',
    });
  });

  it('holds only content the admin forms would accept', () => {
    for (const event of demoEvents(TODAY))
      expect(eventInputSchema.safeParse(event).error).toBeUndefined();
    for (const teaching of demoTeachings(TODAY))
      expect(teachingInputSchema.safeParse(teaching).error).toBeUndefined();
    for (const leader of demoLeaders)
      expect(leaderInputSchema.safeParse(leader).error).toBeUndefined();
    for (const post of demoBlogPosts)
      expect(blogPostInputSchema.safeParse(post).error).toBeUndefined();
    for (const message of demoContactMessages)
      expect(contactMessageInputSchema.safeParse(message).error).toBeUndefined();
    for (const { email } of demoSubscribers)
      expect(newsletterInputSchema.safeParse({ email }).error).toBeUndefined();
  });
});

describe('the demo church stays out of the way', () => {
  it('when SEED_DEMO=false', async () => {
    const lines: string[] = [];
    const outcome = await seedDemoContentOnStart(server.database.db, {
      ...options(),
      enabled: false,
      log: { info: (line: string) => lines.push(line) },
    });
    expect(outcome).toEqual({ status: 'disabled' });
    expect(await tableCounts()).toEqual(EMPTY);
    expect(lines).toEqual([]);
  });

  it('and says so in one line when it does seed', async () => {
    const lines: string[] = [];
    const log = { info: (line: string) => lines.push(line) };
    await seedDemoContentOnStart(server.database.db, { ...options(), enabled: true, log });
    await seedDemoContentOnStart(server.database.db, { ...options(), enabled: true, log });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Demo content seeded .*6 events/);
  });

  it('when the church has already published something', async () => {
    const admin = await createAdmin(server);
    const created = await call(server, 'POST', '/api/events', {
      token: admin.token,
      payload: {
        title: 'Our Own Event',
        location: 'Hall',
        event_date: '2026-04-01',
        event_time: '18:00',
      },
    });
    expect(created.statusCode).toBe(201);
    expect(await seed()).toEqual({ status: 'has-content' });
    expect(await tableCounts()).toEqual({ ...EMPTY, events: 1 });
  });

  it('when two instances start at the same moment: seeded once', async () => {
    const outcomes = await Promise.all([seed(), seed(), seed()]);
    expect(outcomes.map((o) => o.status).sort()).toEqual([
      'already-seeded',
      'already-seeded',
      'seeded',
    ]);
    expect(await tableCounts()).toEqual(SEEDED);
    const [marker] = await server.database.db.select().from(schema.appMeta);
    expect(marker).toMatchObject({ key: DEMO_SEEDED_KEY, value: NOW.toISOString() });
  });
});
