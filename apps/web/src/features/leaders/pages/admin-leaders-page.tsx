import { AdminIntro } from '../../../shared/ui/admin-intro';

const tasks = [
  'Add a new leader profile',
  'Update a title, bio, photo or video',
  'Remove a profile',
] as const;

/** Leader profiles in the admin area; the management tools build on this screen. */
export function AdminLeadersPage() {
  return (
    <AdminIntro icon="users" heading="Leader profiles" tasks={tasks}>
      The faces and stories on the Our Leaders page, each with a photo and an introduction video.
    </AdminIntro>
  );
}
