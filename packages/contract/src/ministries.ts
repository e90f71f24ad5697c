/** Ministry teams and Light Campuses as the public pages show them (docs/product.md#data). */
import { z } from 'zod';

export const ministryTeamSchema = z.object({
  _id: z.string(),
  name: z.string(),
  leaderName: z.string(),
  contactEmail: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  isActive: z.boolean(),
});
export type MinistryTeam = z.infer<typeof ministryTeamSchema>;

export const campusImageSchema = z.object({
  url: z.string(),
  publicId: z.string().optional(),
  alt: z.string().optional(),
  uploadedAt: z.string().optional(),
  uploadedBy: z.string().optional(),
});
export type CampusImage = z.infer<typeof campusImageSchema>;

export const lightCampusSchema = z.object({
  _id: z.string(),
  name: z.string(),
  location: z.string(),
  leaderName: z.string(),
  contactInfo: z.string(),
  meetingSchedule: z.string(),
  isActive: z.boolean(),
  images: z.array(campusImageSchema),
});
export type LightCampus = z.infer<typeof lightCampusSchema>;

export const teamNotFoundMessage = 'Team not found';
export const volunteerApplicationNotFoundMessage = 'Application not found';
export const campusNotFoundMessage = 'Campus not found';
export const campusApplicationNotFoundMessage = 'Application not found';
