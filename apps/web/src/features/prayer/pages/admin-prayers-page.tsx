import { AdminIntro } from '../../../shared/ui/admin-intro';

const tasks = [
  'Filter all, public, private and answered requests',
  'Mark a request answered',
  'Make a request public or private, or delete it',
] as const;

/** Prayer requests in the admin area; the management tools build on this screen. */
export function AdminPrayersPage() {
  return (
    <AdminIntro icon="heart" heading="Prayer requests" tasks={tasks}>
      Every request shared through the Prayer Wall, public or private, so the prayer team can follow
      up.
    </AdminIntro>
  );
}
