/**
 * How the dashboard's figures stay current (docs/product.md#dashboard): every 30 s, fresh for 15 s,
 * 1 retry.
 */
export const DASHBOARD_REFRESH_MS = 30_000;

export const dashboardPolling = {
  refetchInterval: DASHBOARD_REFRESH_MS,
  staleTime: 15_000,
  retry: 1,
} as const;
