import { AdminIntro } from '../../../shared/ui/admin-intro';

const tasks = [
  'Edit the home hero and Connect With Us texts',
  'Update the giving title and verse',
  'Change the contact page introduction',
] as const;

/** Site content in the admin area; the management tools build on this screen. */
export function AdminContentPage() {
  return (
    <AdminIntro icon="book" heading="Site content" tasks={tasks}>
      The words on the Home, Give and Contact pages, so the welcome always sounds like Torch today.
    </AdminIntro>
  );
}
