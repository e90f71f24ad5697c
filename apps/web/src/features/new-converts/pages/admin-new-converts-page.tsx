import { AdminIntro } from '../../../shared/ui/admin-intro';

const tasks = [
  'See each new believer’s contact details',
  'Know who wants to join a WhatsApp group',
  'Follow up by community and country',
] as const;

/** New converts in the admin area; the management tools build on this screen. */
export function AdminNewConvertsPage() {
  return (
    <AdminIntro icon="heart" heading="New converts" tasks={tasks}>
      People who have just given their lives to Christ and asked us to walk with them.
    </AdminIntro>
  );
}
