/**
 * A background loop every instance runs over a table (the mail queue, the newsletter sender,
 * mobile-money lookups, event reminders, the notification sweep): at start, soon after a kick (a
 * request queued work), and every `pollMs` (work queued by another instance, or left by a
 * crash). One pass at a time per instance; a kick during a pass runs another after it.
 */
import type { FastifyInstance } from 'fastify';

export interface PollingOptions {
  /** A first pass at start (work left by a restart); otherwise the first waits `pollMs`. */
  passAtStart?: boolean;
  /** The interval coming round during a pass is skipped, not run after it (a minute's sweep). */
  skipOverrun?: boolean;
}

export class PollingWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  /** Until `start`: work queued before the server is ready waits for it. */
  private halted = true;

  constructor(
    /** One pass; it should check `stopped` between items and end early when set. */
    private readonly pass: () => Promise<void>,
    private readonly pollMs: number,
    private readonly onError: (error: unknown) => void,
    private readonly options: PollingOptions = {},
  ) {}

  get stopped(): boolean {
    return this.halted;
  }

  start(): void {
    if (!this.halted) return;
    this.halted = false;
    this.timer = setInterval(() => {
      if (!(this.options.skipOverrun && this.running)) void this.run();
    }, this.pollMs);
    this.timer.unref();
    if (this.options.passAtStart ?? true) this.kick();
  }

  /** Stops polling; the pass under way finishes its current item first. */
  async stop(): Promise<void> {
    this.halted = true;
    clearInterval(this.timer);
    await this.running;
  }

  kick(): void {
    if (!this.halted) setImmediate(() => void this.run());
  }

  run(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          await this.pass();
        } while (this.again && !this.halted);
      } catch (error) {
        this.onError(error);
      } finally {
        this.running = undefined;
      }
    })();
    return this.running;
  }
}

/** A loop started once the app is ready and stopped, its pass finished, before the app closes. */
export function runWhileUp(app: FastifyInstance, job: Pick<PollingWorker, 'start' | 'stop'>): void {
  app.addHook('onReady', (done) => {
    job.start();
    done();
  });
  app.addHook('onClose', async () => {
    await job.stop();
  });
}
