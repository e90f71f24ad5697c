import { AdminIntro } from '../../../shared/ui/admin-intro';

const tasks = [
  'Edit the hero title and subtitle',
  'Update the about, safety and worship sections',
  'Describe the age groups',
] as const;

/** Torch Stars content in the admin area; the management tools build on this screen. */
export function AdminTorchKidsPage() {
  return (
    <AdminIntro icon="sparkle" heading="Torch Stars content" tasks={tasks}>
      The texts of the children’s programme page that parents read before their first visit.
    </AdminIntro>
  );
}
