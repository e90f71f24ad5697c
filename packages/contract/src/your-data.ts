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
import { ticketSchema } from './event-registrations';
import { donationSchema } from './giving';
import { subscriberStatuses } from './newsletter';
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
  /**
   * The list's entry for the account's address, in its real state. Null until the address is
   * proven (a reset or address-change link followed), since anyone may register any address;
   * null too for a proven address that is not on the list.
   */
  newsletter: z
    .object({
      status: z.enum(subscriberStatuses),
      subscribed: z.boolean(),
      since: z.string().nullable(),
    })
    .nullable(),
  gifts: z.array(donationSchema),
  /** Every event registration of the account, with its event. */
  eventRegistrations: z.array(ticketSchema),
  /** The choices the member saved for each kind of notification (kinds never changed are left out). */
  notificationChoices: z.array(
    z.object({ kind: z.string(), email: z.boolean(), push: z.boolean() }),
  ),
  /** The browsers that receive push: the push service's host only, never the device's keys. */
  pushDevices: z.array(z.object({ pushService: z.string(), createdAt: z.string() })),
});
export type DataExport = z.infer<typeof dataExportSchema>;
