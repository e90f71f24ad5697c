/** Messages sent through the contact form, kept for the staff to read. */
import type { ContactMessage, contactMessageInputSchema } from '@torch/contract';
import { desc } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { contactMessages } from '../../db/schema';

export class ContactService {
  constructor(private readonly db: Database) {}

  async receive(input: z.output<typeof contactMessageInputSchema>): Promise<ContactMessage> {
    const [row] = await this.db.insert(contactMessages).values(input).returning();
    return toContactMessageDto(row!);
  }

  async listNewestFirst(): Promise<ContactMessage[]> {
    const rows = await this.db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt));
    return rows.map(toContactMessageDto);
  }
}

function toContactMessageDto(row: typeof contactMessages.$inferSelect): ContactMessage {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    created_at: row.createdAt.toISOString(),
  };
}
