import { AdminIntro } from '../../../shared/ui/admin-intro';

const tasks = [
  'Create and edit ministry teams',
  'Show or hide a team on the public pages',
  'Approve or reject volunteer applications',
] as const;

/** Ministry teams and volunteers in the admin area; the management tools build on this screen. */
export function AdminServePage() {
  return (
    <AdminIntro icon="users" heading="Ministry teams and volunteers" tasks={tasks}>
      The teams on the Serve and Ministries pages, and the members who have applied to join them.
    </AdminIntro>
  );
}
