import { AdminIntro } from '../../../shared/ui/admin-intro';

const tasks = [
  'Review and approve campus proposals',
  'Create and edit campuses with photo galleries',
  'Show or hide a campus on the public page',
] as const;

/** Light Campuses in the admin area; the management tools build on this screen. */
export function AdminCampusesPage() {
  return (
    <AdminIntro icon="flame" heading="Light Campuses" tasks={tasks}>
      Campus fellowships shown on the Light Campuses page, and proposals from members to start new
      ones.
    </AdminIntro>
  );
}
