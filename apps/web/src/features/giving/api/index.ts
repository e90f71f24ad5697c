/**
 * Giving's data (docs/giving.md): the mode, a gift sent and its status until it is final, its
 * receipt, a member's gifts and statement, and the staff's totals, list and CSV.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  type AdminDonationFilter,
  type DonationCreated,
  type DonationInput,
  givingRecordRoutes,
  givingRoutes,
  type GivingMode,
} from '@torch/contract';
import { saveDownload } from '../../../shared/api/http-client';
import { useDownloadName } from '../../church';
import { callRoute, routeInfiniteQuery, routeUrl } from '../../../shared/api/route-client';
import { usePagedList } from '../../../shared/api/use-paged-list';

/** How often a pending gift is asked about while the giver approves it on the phone. */
export const DONATION_POLL_MS = 2000;

export const givingKeys = {
  config: ['giving', 'config'] as const,
  donation: (id: string) => ['giving', 'donation', id] as const,
};

/** Test or live, for the "no money moves" banner; it does not change while the page is open. */
export function useGivingConfig() {
  return useQuery({
    queryKey: givingKeys.config,
    queryFn: ({ signal }) => callRoute(givingRoutes.config, {}, { signal }),
    staleTime: Infinity,
  });
}

/**
 * Sent at once, even when the browser says it is offline: by default a mutation waits, silent,
 * until the network is back, and would then charge a giver who had long given up
 * (docs/giving.md#giving-without-signal). The form says it was not sent instead.
 */
export function useGive() {
  return useMutation({
    networkMode: 'always',
    mutationFn: (body: DonationInput) => callRoute(givingRoutes.create, { body }),
  });
}

/** A gift's status, asked again every few seconds until it is final. */
export function useDonationStatus(gift: DonationCreated) {
  return useQuery({
    queryKey: givingKeys.donation(gift._id),
    queryFn: ({ signal }) =>
      callRoute(
        givingRoutes.status,
        { params: { id: gift._id }, query: { reference: gift.reference } },
        { signal },
      ),
    refetchInterval: (query) =>
      query.state.data && query.state.data.status !== 'pending' ? false : DONATION_POLL_MS,
  });
}

export const givingRecordKeys = {
  receipt: (id: string) => ['giving', 'receipt', id] as const,
  mine: ['giving', 'mine'] as const,
  statement: (year: number) => ['giving', 'statement', year] as const,
  totals: (mode: GivingMode) => ['admin', 'giving', 'totals', mode] as const,
  list: (filters: AdminDonationFilter) => ['admin', 'giving', 'list', filters] as const,
};

/** A successful gift's receipt, read with the reference its giver holds. */
export const useReceipt = (id: string, reference: string) =>
  useQuery({
    queryKey: givingRecordKeys.receipt(id),
    queryFn: ({ signal }) =>
      callRoute(givingRecordRoutes.receipt, { params: { id }, query: { reference } }, { signal }),
  });

/** The signed-in member's own gifts, newest first, a page at a time. */
export const useMyGifts = () =>
  usePagedList(routeInfiniteQuery(givingRecordKeys.mine, givingRecordRoutes.mine));

export const useGivingStatement = (year: number) =>
  useQuery({
    queryKey: givingRecordKeys.statement(year),
    queryFn: ({ signal }) =>
      callRoute(givingRecordRoutes.statement, { query: { year } }, { signal }),
  });

export const useGivingTotals = (mode: GivingMode) =>
  useQuery({
    queryKey: givingRecordKeys.totals(mode),
    queryFn: ({ signal }) => callRoute(givingRecordRoutes.totals, { query: { mode } }, { signal }),
  });

/** Only the filters that are set, so an unset one is neither in the key nor in the address. */
const setFilters = (filters: AdminDonationFilter) =>
  Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''),
  ) as AdminDonationFilter;

export const useAdminGifts = (filters: AdminDonationFilter) =>
  usePagedList(
    routeInfiniteQuery(
      givingRecordKeys.list(setFilters(filters)),
      givingRecordRoutes.list,
      setFilters(filters),
    ),
  );

/** The filtered gifts as the server's CSV, saved under the server's file name. */
export function useDownloadGiftsCsv() {
  const fileName = useDownloadName();
  return useMutation({
    mutationFn: (filters: AdminDonationFilter) =>
      saveDownload(
        routeUrl(givingRecordRoutes.exportCsv, { query: setFilters(filters) }),
        fileName('gifts', 'csv'),
      ),
  });
}
