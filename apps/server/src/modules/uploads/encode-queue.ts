/**
 * Who may use the image encoder, and when: a few encodes at once for the whole process, at most
 * one per member, members served in turn, and a bounded queue that says "busy" instead of
 * growing without end (docs/security.md, "Found by review": four heavy uploads from one member made another member's tiny
 * one wait 32 s behind them).
 */
import { AppError } from '../../http/app-error';

export const ENCODER_BUSY =
  'Image processing is busy right now. Please try again in a few seconds.';
export const MEMBER_UPLOADS_IN_PROGRESS =
  'You have several uploads in progress. Please wait for them to finish, then try again.';

export interface EncodeQueueOptions {
  /** Encodes running at once: decoding takes 4 bytes a pixel, so a couple keep memory in check. */
  concurrency: number;
  /** Images that may wait for a free encoder, all members together. */
  queueLimit: number;
  /**
   * Images one member may have waiting behind their running one: enough for a handful of campus
   * photos picked at once, never enough to fill the queue on their own.
   */
  waitingPerMember: number;
}

/** A quarter of the queue per member, so at least four members can always get a place. */
export const encodeQueueOptions = (queueLimit: number): EncodeQueueOptions => ({
  concurrency: 2,
  queueLimit,
  waitingPerMember: Math.max(1, Math.floor(queueLimit / 4)),
});

interface Job {
  start: () => void;
}

/** A first guess of one encode's duration, replaced by what is measured. */
const INITIAL_ENCODE_MS = 1_000;

export class EncodeQueue {
  private running = 0;
  /** Members with an encode running: at most one each. */
  private readonly busyMembers = new Set<string>();
  /** Waiting jobs by member; Map order is the turn order (a served member moves to the end). */
  private readonly waiting = new Map<string, Job[]>();
  private waitingCount = 0;
  private averageEncodeMs = INITIAL_ENCODE_MS;

  constructor(private readonly options: EncodeQueueOptions) {}

  /** Runs `work` when an encoder is free and it is this member's turn; refuses when full. */
  async run<T>(memberId: string, work: () => Promise<T>): Promise<T> {
    if (this.running >= this.options.concurrency || this.busyMembers.has(memberId)) {
      const own = this.waiting.get(memberId)?.length ?? 0;
      // A member over their share hears so first: the queue may still have room for others.
      if (own >= this.options.waitingPerMember)
        throw new AppError(429, MEMBER_UPLOADS_IN_PROGRESS, undefined, this.retryAfter(own + 1));
      if (this.waitingCount >= this.options.queueLimit)
        throw new AppError(503, ENCODER_BUSY, undefined, this.retryAfter(this.waitingCount));
      await new Promise<void>((start) => {
        const jobs = this.waiting.get(memberId) ?? [];
        jobs.push({ start });
        this.waiting.set(memberId, jobs);
        this.waitingCount += 1;
      });
    } else {
      this.claim(memberId);
    }
    const started = performance.now();
    try {
      return await work();
    } finally {
      // A moving average, so the Retry-After follows what encoding costs on this machine now.
      this.averageEncodeMs = 0.8 * this.averageEncodeMs + 0.2 * (performance.now() - started);
      this.running -= 1;
      this.busyMembers.delete(memberId);
      this.startNext();
    }
  }

  private claim(memberId: string): void {
    this.running += 1;
    this.busyMembers.add(memberId);
  }

  /** Gives free encoders to the members next in turn who have nothing running. */
  private startNext(): void {
    for (const [memberId, jobs] of this.waiting) {
      if (this.running >= this.options.concurrency) return;
      if (this.busyMembers.has(memberId)) continue;
      const job = jobs.shift()!;
      this.waitingCount -= 1;
      // Served: to the back of the line, or out of it when nothing else of theirs waits.
      this.waiting.delete(memberId);
      if (jobs.length > 0) this.waiting.set(memberId, jobs);
      this.claim(memberId);
      job.start();
    }
  }

  /** Seconds until the work ahead is likely done, at least one. */
  private retryAfter(jobsAhead: number): Record<string, string> {
    const ms = (this.averageEncodeMs * (jobsAhead + this.running)) / this.options.concurrency;
    return { 'Retry-After': String(Math.max(1, Math.ceil(ms / 1000))) };
  }
}
