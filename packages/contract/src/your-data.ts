/**
 * "Your data" (docs/security.md#your-data): everything the church's server keeps about a member,
 * in one JSON file the member can download from the profile page.
 */
import { z } from 'zod';
import { chatTypeSchema } from './chat';
import {
  campusApplicationSchema,
  myVolunteerApplicationSchema,
  prayerRequestSchema,
  testimonySchema,
} from './community';
import { donationSchema } from './giving';
import { userSchema } from './users';

export const dataExportSchema = z.object({
  exportedAt: z.string(),
  profile: userSchema,
  prayerRequests: z.array(prayerRequestSchema),
  testimonies: z.array(testimonySchema),
  volunteerApplications: z.array(myVolunteerApplicationSchema),
  campusProposals: z.array(campusApplicationSchema),
  /** Every chat message the member wrote, in the community, admin and private rooms. */
  chatMessages: z.array(
    z.object({
      _id: z.string(),
      roomId: z.string(),
      chatType: chatTypeSchema,
      content: z.string(),
      isImage: z.boolean(),
      createdAt: z.string(),
    }),
  ),
  reactions: z.array(z.object({ messageId: z.string(), emoji: z.string(), createdAt: z.string() })),
  newsletter: z.object({ subscribed: z.boolean(), since: z.string().nullable() }),
  gifts: z.array(donationSchema),
});
export type DataExport = z.infer<typeof dataExportSchema>;
