/**
 * Sample figures the dashboard shows, labelled Demo Mode, only when a statistics call fails
 * before any real figures arrived (docs/product.md#dashboard).
 */
import type { AdminStats, MinistryStats, PrayerStats, UserGrowth } from '@torch/contract';

export const demoAdminStats: AdminStats = {
  users: 128,
  teachings: 42,
  events: 9,
  prayers: 76,
  leaders: 8,
  testimonies: 23,
  ministryTeams: 6,
  blogPosts: 15,
  lightCampuses: 4,
  campusApplications: { total: 10, pending: 3, approved: 6, rejected: 1 },
  trends: {
    leaders: '+1 this month',
    blogPosts: '+3 this month',
    teachings: '+4 this month',
    testimonies: '+2 this month',
  },
};

export const demoUserGrowth: UserGrowth = {
  data: [],
  totalUsers: 128,
  growthPercentage: 12.5,
  newUsersToday: 2,
};

export const demoMinistryStats: MinistryStats = {
  teams: [],
  totalTeams: 6,
  totalVolunteers: 34,
  pendingApplications: 5,
};

export const demoPrayerStats: PrayerStats = {
  trends: [],
  totalRequests: 76,
  answeredRequests: 31,
  pendingRequests: 45,
  todayRequests: 3,
};
