/** Giving's data: the mode, a gift sent, and its status until it is final (docs/giving.md). */
import { useMutation, useQuery } from '@tanstack/react-query';
import { givingRoutes, type DonationCreated, type DonationInput } from '@torch/contract';
import { callRoute } from '../../../shared/api/route-client';

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

export function useGive() {
  return useMutation({
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
