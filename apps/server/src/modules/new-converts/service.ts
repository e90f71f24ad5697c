/** New believers' details: anyone may send the form; only admins may read it (it holds phone numbers). */
import type { NewConvert, newConvertInputSchema } from '@torch/contract';
import { desc } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { newConverts } from '../../db/schema';

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

  async listNewestFirst(): Promise<NewConvert[]> {
    const rows = await this.db.select().from(newConverts).orderBy(desc(newConverts.createdAt));
    return rows.map(toNewConvertDto);
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
