import { AdminIntro } from '../../../shared/ui/admin-intro';

const tasks = [
  'Search members by name or email',
  'See when each member joined',
  'Promote a trusted member to Admin',
] as const;

/** Members and roles in the admin area; the management tools build on this screen. */
export function AdminUsersPage() {
  return (
    <AdminIntro icon="users" heading="Members and roles" tasks={tasks}>
      Everyone who has an account with Torch, and the role that decides what they can do.
    </AdminIntro>
  );
}
