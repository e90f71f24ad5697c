/** Light Campuses and campus proposals: queries and mutations over the contract's routes. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  campusApplicationRoutes,
  campusRoutes,
  type ApplicationStatus,
  type LightCampusInput,
} from '@torch/contract';
import {
  callRoute,
  useBodyMutation,
  useDeleteMutation,
  useRowMutation,
  routeInfiniteQuery,
} from '../../../shared/api/route-client';
import { usePagedList } from '../../../shared/api/use-paged-list';

/** Every campus query starts with `all`: an approval opens a campus, so all of them refresh. */
export const campusKeys = {
  all: ['light-campuses'] as const,
  public: () => [...campusKeys.all, 'public'] as const,
  admin: () => [...campusKeys.all, 'admin', 'all'] as const,
  applications: () => [...campusKeys.all, 'admin', 'applications'] as const,
};

/** The active Light Campuses. */
export function publicCampusesQueryOptions() {
  return routeInfiniteQuery(campusKeys.public(), campusRoutes.listActive);
}

/** Every campus, active or not. */
export function adminCampusesQueryOptions() {
  return routeInfiniteQuery(campusKeys.admin(), campusRoutes.listAll);
}

/** Every campus proposal, or those of one status, for the admins. */
export function campusApplicationsQueryOptions(status?: ApplicationStatus) {
  return routeInfiniteQuery(
    [...campusKeys.applications(), status ?? 'all'],
    campusApplicationRoutes.listAll,
    status ? { status } : {},
  );
}

export const usePublicCampuses = () => usePagedList(publicCampusesQueryOptions());
export const useAdminCampuses = () => usePagedList(adminCampusesQueryOptions());
export const useCampusApplications = (status?: ApplicationStatus) =>
  usePagedList(campusApplicationsQueryOptions(status));

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
