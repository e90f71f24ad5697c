/** The admin dashboard's figures (docs/product.md#dashboard). */
import { z } from 'zod';

export const adminStatsSchema = z.object({
  users: z.number(),
  teachings: z.number(),
  events: z.number(),
  prayers: z.number(),
  leaders: z.number(),
  testimonies: z.number(),
  ministryTeams: z.number(),
  blogPosts: z.number(),
  lightCampuses: z.number(),
  campusApplications: z.object({
    total: z.number(),
    pending: z.number(),
    approved: z.number(),
    rejected: z.number(),
  }),
  trends: z.object({
    leaders: z.string(),
    blogPosts: z.string(),
    teachings: z.string(),
    testimonies: z.string(),
  }),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const userGrowthSchema = z.object({
  data: z.array(z.object({ date: z.string(), count: z.number(), newUsers: z.number() })),
  totalUsers: z.number(),
  growthPercentage: z.number(),
  newUsersToday: z.number(),
});
export type UserGrowth = z.infer<typeof userGrowthSchema>;

export const ministryStatsSchema = z.object({
  teams: z.array(
    z.object({
      name: z.string(),
      volunteers: z.number(),
      pending: z.number(),
      active: z.boolean(),
    }),
  ),
  totalTeams: z.number(),
  totalVolunteers: z.number(),
  pendingApplications: z.number(),
});
export type MinistryStats = z.infer<typeof ministryStatsSchema>;

export const prayerStatsSchema = z.object({
  trends: z.array(z.object({ date: z.string(), requests: z.number(), answered: z.number() })),
  totalRequests: z.number(),
  answeredRequests: z.number(),
  pendingRequests: z.number(),
  todayRequests: z.number(),
});
export type PrayerStats = z.infer<typeof prayerStatsSchema>;
