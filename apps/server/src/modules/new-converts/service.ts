/** New believers' details: anyone may send the form; only admins may read it (it holds phone numbers). */
import type { NewConvert, newConvertInputSchema, Page, PageQuery } from '@torch/contract';
import { and, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { containsText } from '../../db/contains-text';
import { newestFirst } from '../../db/paging';
import { tablePage } from '../../db/table-page';
import { newConverts } from '../../db/schema';

const newest = newestFirst(newConverts);

/** The expression of the `new_converts_search_idx` trigram index (migration 0006). */
export const fullName = sql`lower(${newConverts.firstName} || ' ' || ${newConverts.lastName})`;

export interface NewConvertListQuery extends PageQuery {
  /** Any part of the name, any case. */
  q?: string | undefined;
  /** The country as the form's sender typed it, any case. */
  country?: string | undefined;
}

export class NewConvertService {
  constructor(private readonly db: Database) {}

  async submit(input: z.output<typeof newConvertInputSchema>): Promise<NewConvert> {
    const [row] = await this.db
      .insert(newConverts)
      .values({
        firstName: input.firstName,
        lastName: input.lastName,
        areaCode: input.areaCode,
        phoneNumber: input.phoneNumber,
        whatsApp: input.whatsApp ?? null,
        whatsAppGroup: input.whatsAppGroup ?? null,
        email: input.email,
        country: input.country,
        community: [...new Set(input.community)],
        agree: input.agree ?? null,
      })
      .returning();
    return toNewConvertDto(row!);
  }

  async listNewestFirst(query: NewConvertListQuery): Promise<Page<NewConvert>> {
    const filters = and(
      containsText(fullName, query.q),
      query.country
        ? sql`lower(${newConverts.country}) = ${query.country.toLowerCase()}`
        : undefined,
    );
    return tablePage(this.db, newConverts, {
      query,
      ordering: newest,
      filter: filters,
      searched: query.q,
      toItem: toNewConvertDto,
    });
  }
}

function toNewConvertDto(row: typeof newConverts.$inferSelect): NewConvert {
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    areaCode: row.areaCode,
    phoneNumber: row.phoneNumber,
    whatsApp: row.whatsApp,
    whatsAppGroup: row.whatsAppGroup,
    email: row.email,
    country: row.country,
    community: row.community,
    agree: row.agree,
    createdAt: row.createdAt.toISOString(),
  };
}
