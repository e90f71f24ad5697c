import { AdminIntro } from '../../../shared/ui/admin-intro';

const tasks = [
  'Write a post with a feature image',
  'Publish a draft or take a post back to draft',
  'Search, edit and delete posts',
] as const;

/** Blog posts in the admin area; the management tools build on this screen. */
export function AdminBlogPage() {
  return (
    <AdminIntro icon="book" heading="Blog posts" tasks={tasks}>
      Articles for the public blog, from first draft to published post.
    </AdminIntro>
  );
}
