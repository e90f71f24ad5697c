import { useState } from 'react';
import { toast } from 'react-toastify';
import type { BlogPost } from '@torch/contract';
import { errorMessage } from '../../../shared/api/api-error';
import { paths } from '../../../shared/config/paths';
import { AdminToolbar } from '../../../shared/ui/admin-toolbar';
import { Button } from '../../../shared/ui/button';
import { buttonClasses } from '../../../shared/ui/button-styles';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Icon } from '../../../shared/ui/icon';
import { Input } from '../../../shared/ui/input';
import { LoadError } from '../../../shared/ui/load-error';
import { Spinner } from '../../../shared/ui/spinner';
import { Tabs } from '../../../shared/ui/tabs';
import { useDeleteBlogPostMutation, useAdminBlogPosts } from '../api';
import { AdminBlogStats } from '../components/admin-blog-stats';
import { AdminPostItem } from '../components/admin-post-item';
import { BlogPostFormModal } from '../components/blog-post-form-modal';
import { filterAdminPosts, type PostFilter } from '../lib/admin-post-filter';

const filters = [
  { id: 'all', label: 'All Posts' },
  { id: 'published', label: 'Published' },
  { id: 'draft', label: 'Drafts' },
] as const satisfies readonly { id: PostFilter; label: string }[];

type FormState = { mode: 'closed' } | { mode: 'open'; post: BlogPost | null };

/** Blog posts in the admin area: counts, search, status filter, writing, publishing, deleting. */
export function AdminBlogPage() {
  const posts = useAdminBlogPosts();
  const remove = useDeleteBlogPostMutation();
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<PostFilter>('all');
  const [form, setForm] = useState<FormState>({ mode: 'closed' });
  const [toDelete, setToDelete] = useState<BlogPost | null>(null);

  const addNew = () => setForm({ mode: 'open', post: null });

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete._id, {
      onSuccess: () => toast.success('Blog post deleted.'),
      onError: (error) =>
        toast.error(`Deletion failed: ${errorMessage(error, 'Something went wrong')}`),
    });
    setToDelete(null);
  };

  const all = posts.data ?? [];
  const shown = filterAdminPosts(all, search, filter);

  return (
    <div className="flex flex-col gap-6">
      <AdminToolbar
        title="Blog posts"
        summary="Articles for the public blog, from first draft to published post."
        actions={
          <>
            <a
              href={`#${paths.blog}`}
              target="_blank"
              rel="noopener"
              className={buttonClasses('outline')}
            >
              <Icon name="external" />
              View Blog
              <span className="sr-only">(opens in a new tab)</span>
            </a>
            <Button onClick={addNew}>
              <Icon name="plus" />
              Add New Post
            </Button>
          </>
        }
      />

      {posts.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading posts…" />
        </div>
      ) : posts.isError ? (
        <LoadError
          title="Posts could not be loaded"
          message={errorMessage(posts.error, 'Please try again.')}
          onRetry={() => void posts.refetch()}
        />
      ) : all.length === 0 ? (
        <EmptyState
          icon={<Icon name="book" className="size-7" />}
          title="No blog posts found."
          description="Write the first article for the church's blog."
          action={
            <Button onClick={addNew}>
              <Icon name="plus" />
              Create First Post
            </Button>
          }
        />
      ) : (
        <>
          <AdminBlogStats posts={all} />
          {/* On wide screens the search sits at the right of the filter tabs, above the list. */}
          <div className="relative flex flex-col gap-4">
            <div className="lg:absolute lg:top-0 lg:right-0 lg:w-80">
              <Input
                id="admin-blog-search"
                label="Search posts"
                hideLabel
                type="search"
                placeholder="Search by title or author…"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
            </div>
            <Tabs label="Filter posts" items={filters} value={filter} onChange={setFilter}>
              {shown.length === 0 ? (
                <EmptyState
                  icon={<Icon name="search" className="size-7" />}
                  title="No posts found matching your search."
                  description="Try another word, or show all posts."
                />
              ) : (
                <ul className="flex flex-col gap-4" aria-label="Blog posts">
                  {shown.map((post) => (
                    <AdminPostItem
                      key={post._id}
                      post={post}
                      onEdit={(chosen) => setForm({ mode: 'open', post: chosen })}
                      onDelete={setToDelete}
                    />
                  ))}
                </ul>
              )}
            </Tabs>
          </div>
        </>
      )}

      {form.mode === 'open' && (
        <BlogPostFormModal post={form.post} onClose={() => setForm({ mode: 'closed' })} />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete post?"
        message={
          toDelete
            ? `Are you sure you want to delete "${toDelete.title}"? This cannot be undone.`
            : ''
        }
        confirmLabel="Delete"
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
