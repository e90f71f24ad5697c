import { AdminIntro } from '../../../shared/ui/admin-intro';

const tasks = [
  'Create an event with date, time and location',
  'Add a poster and mark registration required',
  'Edit or delete past and future events',
] as const;

/** Events and gatherings in the admin area; the management tools build on this screen. */
export function AdminEventsPage() {
  return (
    <AdminIntro icon="calendar" heading="Events and gatherings" tasks={tasks}>
      What is coming up at Torch: the home page shows the next three, the Events page shows them
      all.
    </AdminIntro>
  );
}
