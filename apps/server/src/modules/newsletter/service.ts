/** Newsletter subscriptions: one per address, however often it is sent. */
import { newsletterSuccessMessage } from '@torch/contract';
import type { Database } from '../../db/client';
import { newsletterSubscriptions } from '../../db/schema';

export class NewsletterService {
  constructor(private readonly db: Database) {}

  /** A repeat is not an error: the answer must not reveal who is already subscribed. */
  async subscribe(email: string): Promise<{ message: string }> {
    await this.db.insert(newsletterSubscriptions).values({ email }).onConflictDoNothing();
    return { message: newsletterSuccessMessage };
  }
}
