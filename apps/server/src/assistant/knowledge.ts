/**
 * What the assistant knows: the church's current content turned into short facts, each with
 * the sentence that states it and the page that shows it, indexed with BM25. The snapshot is
 * rebuilt when the content changes (one cheap query compares counts and last edits) or the day
 * turns, so an answer never speaks of an event that was moved or has passed.
 */
import {
  church,
  giving,
  RECURRING_TUESDAY,
  type BlogPost,
  type Event,
  type Leader,
  type LightCampus,
  type MinistryTeam,
  type Teaching,
} from '@torch/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { Bm25Index } from './bm25';
import type { Gathering } from './care/care-replies';

export type FactKind =
  | 'event'
  | 'service'
  | 'teaching'
  | 'post'
  | 'campus'
  | 'team'
  | 'leader'
  | 'giving'
  | 'contact'
  | 'page';

export interface Fact {
  kind: FactKind;
  /** The name a visitor would use for it ("Night of Worship", "Ntinda Light Campus"). */
  title: string;
  /** The sentence the built-in assistant says, and the fact a vendor model is given. */
  statement: string;
  /** The app route that shows it, as the web app links it: `#/events`. */
  link: string;
  /** Extra words to be found by (descriptions, speakers, categories). */
  keywords: string;
  /** Events only: "on Friday, 20 March 2026, 6:30 PM - 9:30 PM" and the place. */
  when?: string;
  where?: string;
}

export interface KnowledgeSnapshot {
  facts: Fact[];
  index: Bm25Index<Fact>;
  /** Dated events still to come, soonest first (the weekly fellowship is a `service` fact). */
  upcoming: Fact[];
  /** "Monday, 23 November 2026" in the church's time zone. */
  todayText: string;
  /** The sooner of the next Tuesday fellowship and the next dated event. */
  nextGathering: Gathering;
}

export interface KnowledgeSources {
  upcomingEvents(): Promise<Event[]>;
  teachings(): Promise<Teaching[]>;
  publishedPosts(): Promise<BlogPost[]>;
  activeCampuses(): Promise<LightCampus[]>;
  activeTeams(): Promise<MinistryTeam[]>;
  leaders(): Promise<Leader[]>;
}

/** '2026-03-20' → 'Friday, 20 March 2026': how the assistant writes every date. */
export const longDate = (isoDate: string) =>
  new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** '19:00' → '7:00 PM'; ranges are already written for people. */
function timeText(eventTime: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(eventTime.trim());
  if (!match) return eventTime;
  const hours = Number(match[1]);
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${hours < 12 ? 'AM' : 'PM'}`;
}

const firstSentence = (text: string, max = 160) => {
  const plain = text
    .replace(/[#*_>`[\]()!]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const sentence = /^(.+?[.!?])(\s|$)/.exec(plain)?.[1] ?? plain;
  return sentence.length > max ? `${sentence.slice(0, max - 1).trimEnd()}…` : sentence;
};

/** The weekly fellowship, which every church page and answer gives the same hours. */
const FELLOWSHIP = { title: 'Tuesday Fellowship', from: '5:00 PM', to: '8:00 PM' } as const;

/** Today, or the first day after it, that is a Tuesday ('2026-03-12' → '2026-03-17'). */
function nextTuesday(isoDate: string): string {
  const day = new Date(`${isoDate}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + ((2 - day.getUTCDay() + 7) % 7));
  return day.toISOString().slice(0, 10);
}

function nextGathering(today: string, dated: Event[]): Gathering {
  const tuesday = nextTuesday(today);
  const event = dated[0];
  if (event && event.event_date < tuesday)
    return {
      title: event.title,
      when: `on ${longDate(event.event_date)}, ${timeText(event.event_time)}`,
      where: event.location,
    };
  return {
    title: FELLOWSHIP.title,
    when: `on ${longDate(tuesday)}, ${FELLOWSHIP.from} - ${FELLOWSHIP.to}`,
    where: church.address,
  };
}

/** The facts that do not live in the database: service time, giving, contact, the pages. */
function standingFacts(): Fact[] {
  return [
    {
      kind: 'service',
      title: FELLOWSHIP.title,
      statement: `Our weekly fellowship is every Tuesday from ${FELLOWSHIP.from} to ${FELLOWSHIP.to} at ${church.address}. Everyone is welcome.`,
      link: '#/events',
      keywords:
        'service time worship meet meeting sunday weekly week every gather church fellowship tuesday',
    },
    {
      kind: 'giving',
      title: 'Giving',
      statement: `You can give on the Give page in Uganda shillings (UGX), from UGX ${giving.presetAmounts[0].toLocaleString('en-US')} or any amount you choose, by ${giving.paymentMethods.join(' or ')}. You can also give at the Tuesday fellowship.`,
      link: '#/give',
      keywords:
        'give giving donate donation tithe offering money mobile mtn airtel ugx pay support currency shilling amount smallest minimum',
    },
    {
      kind: 'contact',
      title: 'Contact',
      statement: `You can reach the church office at ${church.email} or ${church.phone}, or visit us at ${church.address}. The Contact page has a form too.`,
      link: '#/contact',
      keywords:
        'contact phone call email address location located where find office visit reach directions map',
    },
    {
      kind: 'page',
      title: 'Prayer wall',
      statement:
        'You can share a prayer request on the Prayer page; our prayer team prays over every request, and you can keep yours private.',
      link: '#/prayer',
      keywords: 'prayer pray request intercession praying send share private team',
    },
    {
      kind: 'page',
      title: 'Torch Stars',
      statement:
        'Torch Stars is our ministry for children from birth to 12 years, at every Tuesday fellowship and Sunday gathering.',
      link: '#/torch-stars',
      keywords: 'kids children child sunday school baby babies toddler age family',
    },
    {
      kind: 'page',
      title: 'Join us',
      statement:
        'To join the Torch family, create an account and come to a Tuesday fellowship; the Join Us page explains the first steps.',
      link: '#/join-us',
      keywords: 'join member membership become new visitor first time belong register account',
    },
    {
      kind: 'page',
      title: 'Member chat',
      statement:
        'Members can talk with each other in the Chat once they have signed in, in the community room or privately.',
      link: '#/chat',
      keywords: 'chat talk message members online',
    },
    {
      kind: 'page',
      title: 'About Torch',
      statement: `${church.name} is a fellowship in Kampala. Our mission: ${church.mission}`,
      link: '#/about',
      keywords: 'about who mission vision belief believe church history',
    },
  ];
}

function eventFact(event: Event): Fact {
  const day =
    event.event_date === RECURRING_TUESDAY ? 'every Tuesday' : `on ${longDate(event.event_date)}`;
  const when = `${day}, ${timeText(event.event_time)}`;
  const registration = event.registration_required ? ' Registration is required.' : '';
  return {
    kind: event.event_date === RECURRING_TUESDAY ? 'service' : 'event',
    title: event.title,
    statement: `${event.title} is ${when}, at ${event.location}.${registration}`,
    link: '#/events',
    keywords: `event ${event.description}`,
    when,
    where: event.location,
  };
}

function teachingFact(teaching: Teaching): Fact {
  return {
    kind: 'teaching',
    title: teaching.title,
    statement: `"${teaching.title}" by ${teaching.speaker} (${teaching.category}, ${longDate(teaching.preached_at.slice(0, 10))}). ${firstSentence(teaching.description)}`,
    link: '#/teachings',
    keywords: `teaching sermon message preach watch video ${teaching.speaker} ${teaching.category} ${teaching.description}`,
  };
}

function postFact(post: BlogPost): Fact {
  return {
    kind: 'post',
    title: post.title,
    statement: `"${post.title}" by ${post.authorName}. ${firstSentence(post.content)}`,
    link: `#/blog/${post.slug}`,
    keywords: `blog post article news read story ${post.content.slice(0, 400)}`,
  };
}

function campusFact(campus: LightCampus): Fact {
  return {
    kind: 'campus',
    title: campus.name,
    statement: `${campus.name} meets ${campus.meetingSchedule} at ${campus.location}, led by ${campus.leaderName} (${campus.contactInfo}).`,
    link: '#/light-campuses',
    keywords: `campus light campuses near small group home cell ${campus.location}`,
  };
}

function teamFact(team: MinistryTeam): Fact {
  return {
    kind: 'team',
    title: team.name,
    statement: `The ${team.name} team, led by ${team.leaderName}: ${firstSentence(team.description)} You can apply to join it on the Serve page.`,
    link: '#/serve',
    keywords: `team serve volunteer ministry join help lead leads charge ${team.description}`,
  };
}

function leaderFact(leader: Leader): Fact {
  return {
    kind: 'leader',
    title: leader.name,
    statement: `${leader.name} is our ${leader.title}. ${firstSentence(leader.bio)}`,
    link: '#/leaders',
    keywords: `leader pastor leadership ${leader.title} ${leader.bio}`,
  };
}

/** Changes whenever a row is added, edited or removed in a table the assistant reads. */
const CONTENT_SIGNATURE = sql`select concat_ws('|',
  (select count(*) || max(updated_at)::text from events),
  (select count(*) || max(updated_at)::text from teachings),
  (select count(*) || max(updated_at)::text from blog_posts),
  (select count(*) || max(updated_at)::text from leaders),
  (select count(*) || max(updated_at)::text from ministry_teams),
  (select count(*) || max(updated_at)::text from light_campuses)) as signature`;

export class ChurchKnowledge {
  private cached: { key: string; snapshot: Promise<KnowledgeSnapshot> } | null = null;
  /** Built once: a formatter per question cost more than the retrieval itself. */
  private readonly churchDate: Intl.DateTimeFormat;

  constructor(
    private readonly db: Database,
    private readonly sources: KnowledgeSources,
    private readonly options: { timeZone: string; now: () => Date },
  ) {
    this.churchDate = new Intl.DateTimeFormat('en-CA', { timeZone: options.timeZone });
  }

  async snapshot(): Promise<KnowledgeSnapshot> {
    const today = this.churchDate.format(this.options.now());
    const result = await this.db.execute(CONTENT_SIGNATURE);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      signature: string;
    }[];
    const key = `${today}|${rows[0]?.signature ?? ''}`;
    if (this.cached?.key !== key) {
      const snapshot = this.build(today);
      this.cached = { key, snapshot };
      snapshot.catch(() => {
        if (this.cached?.snapshot === snapshot) this.cached = null;
      });
    }
    return this.cached.snapshot;
  }

  private async build(today: string): Promise<KnowledgeSnapshot> {
    const [events, teachings, posts, campuses, teams, leaders] = await Promise.all([
      this.sources.upcomingEvents(),
      this.sources.teachings(),
      this.sources.publishedPosts(),
      this.sources.activeCampuses(),
      this.sources.activeTeams(),
      this.sources.leaders(),
    ]);
    const eventFacts = events.map(eventFact);
    const dated = events
      .filter((event) => event.event_date !== RECURRING_TUESDAY)
      .sort((a, b) => a.event_date.localeCompare(b.event_date));
    const facts = [
      ...standingFacts(),
      ...eventFacts.filter((fact) => fact.kind === 'event'),
      ...teachings.map(teachingFact),
      ...posts.map(postFact),
      ...campuses.map(campusFact),
      ...teams.map(teamFact),
      ...leaders.map(leaderFact),
    ];
    return {
      facts,
      index: new Bm25Index(facts, (fact) => `${fact.title} ${fact.title} ${fact.keywords}`),
      upcoming: dated.map(eventFact),
      todayText: longDate(today),
      nextGathering: nextGathering(today, dated),
    };
  }
}
