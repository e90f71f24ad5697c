/**
 * What members and visitors send in (docs/product.md#community-api): prayers, testimonies,
 * applications, new converts.
 */
import { z } from 'zod';
import { emailSchema, requiredText } from './common';
import { campusImageSchema } from './ministries';
import { pageQuerySchema } from './http/page';
import { imageUrlSchema } from './media';

// Prayer requests ----------------------------------------------------------------------------

export const PRAYER_REQUEST_MAX_LENGTH = 5000;

export const prayerRequestInputSchema = z.object({
  name: requiredText('Name', 120),
  /** Optional, but an address when given. */
  email: z
    .union([emailSchema, z.literal(''), z.null()])
    .optional()
    .transform((value) => value || null),
  request_text: requiredText('Prayer request', PRAYER_REQUEST_MAX_LENGTH),
  share_publicly: z.boolean({ error: 'share_publicly must be true or false' }).default(true),
});
export type PrayerRequestInput = z.input<typeof prayerRequestInputSchema>;

/** The admin view: everything. */
export const prayerRequestSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  request_text: z.string(),
  is_private: z.boolean(),
  is_answered: z.boolean(),
  avatar_url: z.string().nullable(),
  /** Present means a member sent it. */
  user_id: z.string().nullable(),
  created_at: z.string(),
});
export type PrayerRequest = z.infer<typeof prayerRequestSchema>;

/**
 * The prayer wall's view: no e-mail, and no real user id. `user_id` is the placeholder
 * 'member' when a member sent it, so a client that shows the badge for a present user_id keeps
 * working without anyone learning who is who.
 */
export const publicPrayerRequestSchema = prayerRequestSchema.omit({ email: true }).extend({
  user_id: z.literal('member').nullable(),
  is_member: z.boolean(),
});
export type PublicPrayerRequest = z.infer<typeof publicPrayerRequestSchema>;

export const prayerRequestNotFoundMessage = 'Prayer request not found';

export const prayerRequestUpdateSchema = z
  .object({
    is_answered: z.boolean({ error: 'is_answered must be true or false' }).optional(),
    is_private: z.boolean({ error: 'is_private must be true or false' }).optional(),
  })
  .refine((update) => update.is_answered !== undefined || update.is_private !== undefined, {
    error: 'Send is_answered or is_private',
  });

// Testimonies --------------------------------------------------------------------------------

export const testimonyInputSchema = z.object({
  name: requiredText('Name', 120),
  title: requiredText('Title', 200),
  story_text: requiredText('Story', 10_000),
});
export type TestimonyInput = z.input<typeof testimonyInputSchema>;

export const testimonySchema = z.object({
  _id: z.string(),
  name: z.string(),
  title: z.string(),
  story_text: z.string(),
  is_approved: z.boolean(),
  created_at: z.string(),
});
export type Testimony = z.infer<typeof testimonySchema>;

export const testimonyNotFoundMessage = 'Testimony not found';

export const testimonyApprovalSchema = z.object({
  is_approved: z.literal(true, { error: 'Testimonies can only be approved' }),
});

// Ministry teams and volunteer applications ------------------------------------------------

export const ministryTeamInputSchema = z.object({
  name: requiredText('Team name', 120),
  leaderName: requiredText('Leader name', 120),
  contactEmail: emailSchema,
  description: requiredText('Description', 5000),
  imageUrl: imageUrlSchema('An image is required.'),
  isActive: z.boolean({ error: 'isActive must be true or false' }).default(true),
});
export type MinistryTeamInput = z.input<typeof ministryTeamInputSchema>;

export const applicationStatuses = ['Pending', 'Approved', 'Rejected'] as const;
export const applicationStatusSchema = z.enum(applicationStatuses, {
  error: 'Status must be Pending, Approved or Rejected',
});
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

/** The admins' Applications tabs: every application, or only those of one status. */
export const applicationListQuerySchema = pageQuerySchema.extend({
  status: applicationStatusSchema.optional(),
});
export type ApplicationListQuery = z.output<typeof applicationListQuerySchema>;

export const volunteerApplicationInputSchema = z.object({
  teamId: z.string({ error: 'teamId is required' }).uuid({ error: 'Unknown team' }),
  message: requiredText('Message', 2000),
});
export type VolunteerApplicationInput = z.input<typeof volunteerApplicationInputSchema>;

export const volunteerApplicationSchema = z.object({
  _id: z.string(),
  teamName: z.string(),
  userName: z.string(),
  userEmail: z.string(),
  message: z.string(),
  status: applicationStatusSchema,
  createdAt: z.string(),
});
export type VolunteerApplication = z.infer<typeof volunteerApplicationSchema>;

/**
 * A member's own application (GET /api/volunteer/mine, our addition to the original API): lets
 * the Serve page show Pending or Approved on the teams the member already applied to.
 */
export const myVolunteerApplicationSchema = volunteerApplicationSchema
  .pick({ _id: true, teamName: true, status: true, createdAt: true })
  .extend({ teamId: z.string() });
export type MyVolunteerApplication = z.infer<typeof myVolunteerApplicationSchema>;

export const applicationDecisionSchema = z.object({
  status: z.enum(['Approved', 'Rejected'], { error: 'Status must be Approved or Rejected' }),
});

// Light Campuses and campus applications -----------------------------------------------------

export const lightCampusInputSchema = z.object({
  name: requiredText('Campus name', 120),
  location: requiredText('Location', 200),
  leaderName: requiredText('Leader name', 120),
  contactInfo: requiredText('Contact info', 200),
  meetingSchedule: requiredText('Meeting schedule', 200),
  isActive: z.boolean({ error: 'isActive must be true or false' }).default(true),
  images: z
    .array(campusImageSchema.extend({ url: imageUrlSchema('Image URL is required') }))
    .max(20)
    .default([]),
});
export type LightCampusInput = z.input<typeof lightCampusInputSchema>;

export const campusApplicationInputSchema = z.object({
  proposedCampusName: requiredText('Campus name', 120),
  proposedLocation: requiredText('Location', 200),
  proposedLeaderName: requiredText('Leader name', 120),
  contactInfo: requiredText('Contact info', 200),
  missionStatement: requiredText('Mission statement', 5000),
});
export type CampusApplicationInput = z.input<typeof campusApplicationInputSchema>;

/**
 * PUT /api/light-campuses/admin/applications/{id}/approve. The original approval sends no
 * body, and the campus opens with what the proposal said. With `campus`, the campus opens as the
 * admin completed it (schedule, photos, public contact), in the same step.
 */
export const campusApprovalInputSchema = z
  .object({ campus: lightCampusInputSchema.optional() })
  .nullish()
  .transform((value) => value ?? {});
export type CampusApprovalInput = z.input<typeof campusApprovalInputSchema>;

export const campusApplicationSchema = z.object({
  _id: z.string(),
  applicantName: z.string(),
  avatarUrl: z.string().nullable(),
  proposedLeaderName: z.string(),
  contactInfo: z.string(),
  name: z.string(),
  /** Where the campus would meet; part of the proposal even though the admin entity leaves it out. */
  location: z.string(),
  description: z.string(),
  status: applicationStatusSchema,
  createdAt: z.string(),
});
export type CampusApplication = z.infer<typeof campusApplicationSchema>;

// New converts -------------------------------------------------------------------------------

export const convertCommunities = ['pheggos', 'lychnos', 'phos'] as const;
const yesNo = z.enum(['yes', 'no'], { error: 'Choose yes or no' });

export const newConvertInputSchema = z.object({
  firstName: requiredText('First name', 80),
  lastName: requiredText('Last name', 80),
  areaCode: requiredText('Area code', 8).refine((value) => /^\+?\d{1,4}$/.test(value), {
    error: 'Area code must be digits, like +256',
  }),
  phoneNumber: requiredText('Phone number', 20).refine((value) => /^[\d\s-]{6,20}$/.test(value), {
    error: 'Enter a valid phone number',
  }),
  email: emailSchema,
  country: requiredText('Country', 80),
  whatsApp: yesNo.optional(),
  whatsAppGroup: yesNo.optional(),
  community: z
    .array(z.enum(convertCommunities, { error: 'Unknown community' }))
    .max(3)
    .default([]),
  agree: z.literal('yes').optional(),
});
export type NewConvertInput = z.input<typeof newConvertInputSchema>;

export const newConvertSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  areaCode: z.string(),
  phoneNumber: z.string(),
  whatsApp: z.string().nullable(),
  whatsAppGroup: z.string().nullable(),
  email: z.string(),
  country: z.string(),
  community: z.array(z.string()),
  agree: z.string().nullable(),
  createdAt: z.string(),
});
export type NewConvert = z.infer<typeof newConvertSchema>;

/** What the form's sender gets back: an id and a welcome, none of the details they sent. */
export const newConvertReceiptSchema = z.object({ _id: z.string(), message: z.string() });
export type NewConvertReceipt = z.infer<typeof newConvertReceiptSchema>;

// Users (admin) ------------------------------------------------------------------------------

export const roleChangeSchema = z.object({
  role: z.enum(['User', 'Admin', 'Super-Admin'], {
    error: 'Role must be User, Admin or Super-Admin',
  }),
});
