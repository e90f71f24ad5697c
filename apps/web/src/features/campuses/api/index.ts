/** Light Campuses and campus proposals: queries and mutations over the contract's routes. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { campusApplicationRoutes, campusRoutes, type LightCampusInput } from '@torch/contract';
import {
  callRoute,
  useBodyMutation,
  useDeleteMutation,
  useRowMutation,
  routeQuery,
} from '../../../shared/api/route-client';

/** Every campus query starts with `all`: an approval opens a campus, so all of them refresh. */
export const campusKeys = {
  all: ['light-campuses'] as const,
  public: () => [...campusKeys.all, 'public'] as const,
  admin: () => [...campusKeys.all, 'admin', 'all'] as const,
  applications: () => [...campusKeys.all, 'admin', 'applications'] as const,
};

/** The active Light Campuses. */
export function publicCampusesQueryOptions() {
  return routeQuery(campusKeys.public(), campusRoutes.listActive);
}

/** Every campus, active or not. */
export function adminCampusesQueryOptions() {
  return routeQuery(campusKeys.admin(), campusRoutes.listAll);
}

/** Every campus proposal, for the admins. */
export function campusApplicationsQueryOptions() {
  return routeQuery(campusKeys.applications(), campusApplicationRoutes.listAll);
}

export const usePublicCampuses = () => useQuery(publicCampusesQueryOptions());
export const useAdminCampuses = () => useQuery(adminCampusesQueryOptions());
export const useCampusApplications = () => useQuery(campusApplicationsQueryOptions());

export const useCreateCampus = () => useBodyMutation(campusRoutes.create, campusKeys.all);
export const useUpdateCampus = () => useRowMutation(campusRoutes.update, campusKeys.all);
export const useDeleteCampus = () => useDeleteMutation(campusRoutes.remove, campusKeys.all);
/** A signed-in member proposes a new Light Campus. */
export const useApplyForCampus = () =>
  useBodyMutation(campusApplicationRoutes.apply, campusKeys.applications());

export interface CampusDecision {
  id: string;
  decision: 'approve' | 'reject';
  /** With an approval: the campus to open instead of the proposal as it stands. */
  campus?: LightCampusInput;
}

/**
 * Approves or rejects a proposal. Approving creates the campus, so every campus list (admin and
 * public) is refreshed with the applications. An approval may carry the campus as the admin
 * completed it; it then opens as such, in the same request.
 */
export function useDecideCampusApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, campus }: CampusDecision) =>
      decision === 'approve'
        ? callRoute(campusApplicationRoutes.approve, {
            params: { id },
            body: campus ? { campus } : undefined,
          })
        : callRoute(campusApplicationRoutes.reject, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: campusKeys.all }),
  });
}
