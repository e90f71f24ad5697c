import { AdminIntro } from '../../../shared/ui/admin-intro';

const tasks = [
  'Review testimonies pending approval',
  'Approve a story for the public page',
  'Delete a story that should not be shown',
] as const;

/** Testimonies in the admin area; the management tools build on this screen. */
export function AdminTestimoniesPage() {
  return (
    <AdminIntro icon="sparkle" heading="Testimonies" tasks={tasks}>
      Stories of faith wait here for review before they appear on the public Stories of Faith page.
    </AdminIntro>
  );
}
