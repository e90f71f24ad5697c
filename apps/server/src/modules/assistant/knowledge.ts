/**
 * What the assistant knows: the church's current content turned into short facts, each with
 * the sentence that states it and the page that shows it, indexed with BM25. The snapshot is
 * rebuilt when the content changes (one cheap query compares counts and last edits) or the day
 * turns, so an answer never speaks of an event that was moved or has passed.
 */
import { defaultChurchSettings, recurringDay, type ChurchSettings } from '@torch/contract';
import { sql } from 'drizzle-orm';
import type { BlogPost, Event, Leader, LightCampus, MinistryTeam, Teaching } from '@torch/contract';
import type { Database } from '../../db/client';
import { readChurchSettings } from '../church/settings-reader';
import { Bm25Index } from './bm25';
import {
  campusFact,
  eventFact,
  leaderFact,
  longDate,
  postFact,
  teachingFact,
  teamFact,
  type Fact,
} from './facts';
import { nextGathering, standingFacts, type Gathering } from './standing-facts';

export { longDate, type Fact, type FactKind } from './facts';

export interface KnowledgeSnapshot {
  facts: Fact[];
  index: Bm25Index<Fact>;
  /** Dated events still to come, soonest first (the weekly fellowship is a `service` fact). */
  upcoming: Fact[];
  /** "Monday, 23 November 2026" in the church's time zone. */
  todayText: string;
  /** The sooner of the next weekly gathering and the next dated event. */
  nextGathering: Gathering | undefined;
  /** The church's settings when the snapshot was built: name, contacts, gatherings, giving. */
  church: ChurchSettings;
}

export interface KnowledgeSources {
  upcomingEvents(): Promise<Event[]>;
  teachings(): Promise<Teaching[]>;
  publishedPosts(): Promise<BlogPost[]>;
  activeCampuses(): Promise<LightCampus[]>;
  activeTeams(): Promise<MinistryTeam[]>;
  leaders(): Promise<Leader[]>;
}

/**
 * Changes whenever a row is added, edited or removed in a table the assistant reads, or the
 * settings are saved; with it, the church's time zone as saved (null before a first save).
 */
const CONTENT_SIGNATURE = sql`select concat_ws('|',
  (select count(*) || max(updated_at)::text from events),
  (select count(*) || max(updated_at)::text from teachings),
  (select count(*) || max(updated_at)::text from blog_posts),
  (select count(*) || max(updated_at)::text from leaders),
  (select count(*) || max(updated_at)::text from ministry_teams),
  (select count(*) || max(updated_at)::text from light_campuses),
  (select md5(settings::text) from church_settings)) as signature,
  (select settings->>'timeZone' from church_settings) as time_zone`;

export class ChurchKnowledge {
  private cached: { key: string; snapshot: Promise<KnowledgeSnapshot> } | null = null;
  /** Kept while the zone stays: a formatter per question cost more than the retrieval itself. */
  private churchDate: { zone: string; format: Intl.DateTimeFormat } | null = null;

  constructor(
    private readonly db: Database,
    private readonly sources: KnowledgeSources,
    private readonly options: { now: () => Date },
  ) {}

  async snapshot(): Promise<KnowledgeSnapshot> {
    const result = await this.db.execute(CONTENT_SIGNATURE);
    const [row] = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      signature: string;
      time_zone: string | null;
    }[];
    const today = this.dateIn(row?.time_zone ?? defaultChurchSettings.timeZone);
    const key = `${today}|${row?.signature ?? ''}`;
    if (this.cached?.key !== key) {
      const snapshot = this.build(today);
      this.cached = { key, snapshot };
      snapshot.catch(() => {
        if (this.cached?.snapshot === snapshot) this.cached = null;
      });
    }
    return this.cached.snapshot;
  }

  /** Today's date (YYYY-MM-DD) in the church's time zone. */
  private dateIn(zone: string): string {
    if (this.churchDate?.zone !== zone)
      this.churchDate = { zone, format: new Intl.DateTimeFormat('en-CA', { timeZone: zone }) };
    return this.churchDate.format.format(this.options.now());
  }

  private async build(today: string): Promise<KnowledgeSnapshot> {
    const [church, events, teachings, posts, campuses, teams, leaders] = await Promise.all([
      readChurchSettings(this.db),
      this.sources.upcomingEvents(),
      this.sources.teachings(),
      this.sources.publishedPosts(),
      this.sources.activeCampuses(),
      this.sources.activeTeams(),
      this.sources.leaders(),
    ]);
    const eventFacts = events.map((event) => eventFact(event, church));
    const dated = events
      .filter((event) => recurringDay(event.event_date) === null)
      .sort((a, b) => a.event_date.localeCompare(b.event_date));
    const facts = [
      ...standingFacts(church),
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
      upcoming: dated.map((event) => eventFact(event)),
      todayText: longDate(today),
      nextGathering: nextGathering(today, dated, church),
      church,
    };
  }
}
