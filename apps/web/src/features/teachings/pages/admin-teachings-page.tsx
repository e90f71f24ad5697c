import { AdminIntro } from '../../../shared/ui/admin-intro';

const tasks = [
  'Add a teaching with its YouTube link',
  'Edit speaker, date, category and description',
  'Remove a teaching that should no longer show',
] as const;

/** Sermons and teachings in the admin area; the management tools build on this screen. */
export function AdminTeachingsPage() {
  return (
    <AdminIntro icon="play" heading="Sermons and teachings" tasks={tasks}>
      The video library visitors browse on the Teachings page and the latest message shown on the
      home page.
    </AdminIntro>
  );
}
