/** Prayer requests: anyone may ask; the wall shows public ones; the staff see and tend them all. */
import {
  type PrayerRequest,
  type prayerRequestInputSchema,
  prayerRequestNotFoundMessage,
  type prayerRequestUpdateSchema,
  type PublicPrayerRequest,
} from '@torch/contract';
import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Viewer } from '../../auth/sessions';
import type { Database } from '../../db/client';
import { deleteById, updateById } from '../../db/rows-by-id';
import { prayerRequests } from '../../db/schema';
import { notFound } from '../../http/app-error';
import { toPrayerRequestDto, toPublicPrayerRequestDto } from './presenter';

/** The wall shows the most recent requests; older ones stay with the staff. */
const WALL_SIZE = 200;

export class PrayerService {
  constructor(
    private readonly db: Database,
    /** Tells every open wall about a new public request (after it is stored). */
    private readonly announce: (request: PublicPrayerRequest) => void,
  ) {}

  async submit(
    input: z.output<typeof prayerRequestInputSchema>,
    member: Viewer | null,
  ): Promise<PrayerRequest> {
    // A member's request carries their account (user id and e-mail, for the staff only) from the
    // token. The name is the one they chose for the wall, which may be a first name or none of
    // their own: their picture would say who it is, so it is shown only beside their own name.
    const keepsAccountName = member !== null && input.name === member.fullName;
    const [row] = await this.db
      .insert(prayerRequests)
      .values({
        name: input.name,
        email: member?.email ?? input.email,
        requestText: input.request_text,
        isPrivate: !input.share_publicly,
        avatarUrl: keepsAccountName ? member.avatarUrl : null,
        userId: member?.id ?? null,
      })
      .returning();
    if (!row!.isPrivate) this.announce(toPublicPrayerRequestDto(row!));
    return toPrayerRequestDto(row!);
  }

  async listPublic(): Promise<PublicPrayerRequest[]> {
    const rows = await this.db
      .select()
      .from(prayerRequests)
      .where(eq(prayerRequests.isPrivate, false))
      .orderBy(desc(prayerRequests.createdAt))
      .limit(WALL_SIZE);
    return rows.map(toPublicPrayerRequestDto);
  }

  async listAll(): Promise<PrayerRequest[]> {
    const rows = await this.db
      .select()
      .from(prayerRequests)
      .orderBy(desc(prayerRequests.createdAt));
    return rows.map(toPrayerRequestDto);
  }

  async update(
    id: string,
    changes: z.output<typeof prayerRequestUpdateSchema>,
  ): Promise<PrayerRequest> {
    const row = await updateById(this.db, prayerRequests, id, {
      ...(changes.is_answered !== undefined ? { isAnswered: changes.is_answered } : {}),
      ...(changes.is_private !== undefined ? { isPrivate: changes.is_private } : {}),
    });
    if (!row) throw notFound(prayerRequestNotFoundMessage);
    return toPrayerRequestDto(row);
  }

  async remove(id: string): Promise<void> {
    const deleted = await deleteById(this.db, prayerRequests, id);
    if (!deleted) throw notFound(prayerRequestNotFoundMessage);
  }
}
