/**
 * The token in a mail's unsubscribe link: the member and the kind, signed with a key derived
 * from the server's secret, so the link works without signing in and for that kind only
 * (docs/notifications.md#turning-them-off). It does not expire: an old mail's link still works.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { notificationKindSchema, type NotificationKind } from '@torch/contract';
import { z } from 'zod';

const subjectSchema = z.tuple([z.guid(), notificationKindSchema]);

export class UnsubscribeTokens {
  private readonly key: Buffer;

  constructor(secret: string) {
    // A key of its own: a session token's signature can never be mistaken for one of these.
    this.key = createHmac('sha256', secret).update('torch:unsubscribe').digest();
  }

  sign(userId: string, kind: NotificationKind): string {
    const subject = Buffer.from(`${userId}:${kind}`).toString('base64url');
    return `${subject}.${this.signature(subject)}`;
  }

  /** The member and kind a token names, or null when it is not one of ours. */
  verify(token: string): { userId: string; kind: NotificationKind } | null {
    const [subject, signature, extra] = token.split('.');
    if (!subject || !signature || extra !== undefined) return null;
    const expected = Buffer.from(this.signature(subject));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const parsed = subjectSchema.safeParse(Buffer.from(subject, 'base64url').toString().split(':'));
    return parsed.success ? { userId: parsed.data[0], kind: parsed.data[1] } : null;
  }

  private signature(subject: string): string {
    return createHmac('sha256', this.key).update(subject).digest('base64url');
  }
}
