/** Ministry teams and volunteering: queries and mutations over the contract's routes. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ministryRoutes, volunteerRoutes, type ApplicationStatus } from '@torch/contract';
import {
  callRoute,
  useBodyMutation,
  useDeleteMutation,
  useRowMutation,
  routeInfiniteQuery,
  routeQuery,
} from '../../../shared/api/route-client';
import { usePagedList } from '../../../shared/api/use-paged-list';

export const ministryKeys = {
  all: ['ministry-teams'] as const,
  public: () => [...ministryKeys.all, 'public'] as const,
  admin: () => [...ministryKeys.all, 'admin'] as const,
};

export const volunteerKeys = {
  all: ['volunteer-applications'] as const,
  mine: () => [...volunteerKeys.all, 'mine'] as const,
  admin: () => [...volunteerKeys.all, 'admin'] as const,
};

/** The active teams a visitor can join. */
export function publicMinistryTeamsQueryOptions() {
  return routeInfiniteQuery(ministryKeys.public(), ministryRoutes.listActive);
}

/** Every team, active or not, for the Serve admin screen. */
export function adminMinistryTeamsQueryOptions() {
  return routeInfiniteQuery(ministryKeys.admin(), ministryRoutes.listAll);
}

/** The signed-in member's own applications, to badge their teams. */
export function myVolunteerApplicationsQueryOptions() {
  return routeQuery(volunteerKeys.mine(), volunteerRoutes.mine);
}

/** Every application to every team, or those of one status, for the admins. */
export function volunteerApplicationsQueryOptions(status?: ApplicationStatus) {
  return routeInfiniteQuery(
    [...volunteerKeys.admin(), status ?? 'all'],
    volunteerRoutes.listAll,
    status ? { status } : {},
  );
}

export const usePublicMinistryTeams = () => usePagedList(publicMinistryTeamsQueryOptions());
export const useAdminMinistryTeams = () => usePagedList(adminMinistryTeamsQueryOptions());
/** Only asked for when someone is signed in; a visitor has no applications. */
export const useMyVolunteerApplications = (signedIn: boolean) =>
  useQuery({ ...myVolunteerApplicationsQueryOptions(), enabled: signedIn });
export const useVolunteerApplications = (status?: ApplicationStatus) =>
  usePagedList(volunteerApplicationsQueryOptions(status));

export const useCreateMinistryTeam = () => useBodyMutation(ministryRoutes.create, ministryKeys.all);
export const useUpdateMinistryTeam = () => useRowMutation(ministryRoutes.update, ministryKeys.all);
export const useDeleteMinistryTeam = () =>
  useDeleteMutation(ministryRoutes.remove, ministryKeys.all);
export const useApplyToTeam = () => useBodyMutation(volunteerRoutes.apply, volunteerKeys.all);

export interface VolunteerDecision {
  id: string;
  status: 'Approved' | 'Rejected';
}

/** Approves or rejects a Pending application. */
export function useDecideVolunteerApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: VolunteerDecision) =>
      callRoute(volunteerRoutes.decide, { params: { id }, body: { status } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: volunteerKeys.all }),
  });
}
