import { useState } from 'react';
import type { BlogPost } from '@torch/contract';
import { paths } from '../../../shared/config/paths';
import { useFilterParam } from '../../../shared/lib/use-list-filters';
import { AdminCrudPage, type AdminCrudTexts } from '../../../shared/ui/admin-crud-page';
import { buttonClasses } from '../../../shared/ui/button-styles';
import { Icon } from '../../../shared/ui/icon';
import { Tabs } from '../../../shared/ui/tabs';
import { SearchInput } from '../../../shared/ui/search-input';
import { useAdminBlogPosts, useAdminBlogTotals, useDeleteBlogPostMutation } from '../api';
import { AdminBlogStats } from '../components/admin-blog-stats';
import { AdminPostItem } from '../components/admin-post-item';
import { BlogPostFormModal } from '../components/blog-post-form-modal';
import { filterAdminPosts, type PostFilter } from '../lib/admin-post-filter';
import type { TFunction } from 'i18next';
import { useTranslation, Trans } from 'react-i18next';

const filterIds = ['all', 'published', 'draft'] as const satisfies readonly PostFilter[];

/** The status filter's tabs, in the reader's language. */
function postFilters(t: TFunction) {
  return [
    { id: 'all', label: t('allPosts', 'All Posts') },
    { id: 'published', label: t('published', 'Published') },
    { id: 'draft', label: t('drafts', 'Drafts') },
  ] as const satisfies readonly { id: PostFilter; label: string }[];
}

function adminBlogTexts(t: TFunction): AdminCrudTexts<BlogPost> {
  const summary = t(
    'adminBlogSummary',
    'Articles for the public blog, from first draft to published post.',
  );
  return {
    heading: {
      title: t('blogPostsList', 'Blog posts'),
      summary: () => summary,
      idleSummary: summary,
    },
    addLabel: t('addNewPost', 'Add New Post'),
    firstAddLabel: t('createFirstPost', 'Create First Post'),
    listLabel: t('blogPostsList', 'Blog posts'),
    loadingLabel: t('loadingPosts', 'Loading posts…'),
    errorTitle: t('postsCouldNotBeLoaded', 'Posts could not be loaded'),
    empty: {
      icon: 'book',
      title: t('noBlogPostsFound', 'No blog posts found.'),
      description: t(
        'writeTheFirstArticleForTheChurchsBlog',
        "Write the first article for the church's blog.",
      ),
    },
    delete: {
      title: t('deletePost', 'Delete post?'),
      question: (post) =>
        t(
          'deletePostQuestion',
          'Are you sure you want to delete "{{title}}"? This cannot be undone.',
          { title: post.title },
        ),
      done: t('blogPostDeleted', 'Blog post deleted.'),
      failed: t('deletionFailed', 'Deletion failed'),
    },
  };
}

/**
 * Blog posts in the admin area: counts, search, status filter, writing, publishing, deleting.
 * The status filter is the server's (a page at a time) and stays in the address (`?status=`).
 */
export function AdminBlogPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useFilterParam('status', 'all', filterIds);
  const posts = useAdminBlogPosts(filter === 'all' ? undefined : filter);
  const totals = useAdminBlogTotals();

  return (
    <AdminCrudPage
      query={posts}
      remove={useDeleteBlogPostMutation()}
      texts={adminBlogTexts(t)}
      actions={
        <a
          href={`#${paths.blog}`}
          target="_blank"
          rel="noopener"
          className={buttonClasses('outline')}
        >
          <Icon name="external" />
          <Trans i18nKey="viewBlogOpensInANewTab">
            View Blog
            <span className="sr-only">(opens in a new tab)</span>
          </Trans>
        </a>
      }
      list={{
        select: (loaded) => filterAdminPosts(loaded, search, filter),
        more: { query: posts, noun: t('postsNoun', 'posts') },
        noMatch: {
          icon: 'search',
          title: t('noPostsFoundMatchingYourSearch', 'No posts found matching your search.'),
          description: t('tryAnotherWordOrShowAllPosts', 'Try another word, or show all posts.'),
        },
        frame: (list, loaded) => (
          <>
            <AdminBlogStats posts={loaded} totals={totals.data} />
            {/* On wide screens the search sits at the right of the filter tabs, above the list. */}
            <div className="relative flex flex-col gap-4">
              <div className="lg:absolute lg:top-0 lg:right-0 lg:w-80">
                <SearchInput
                  id="admin-blog-search"
                  label={t('searchPosts', 'Search posts')}
                  hideLabel
                  placeholder={t('searchByTitleOrAuthor', 'Search by title or author…')}
                  value={search}
                  onSearch={setSearch}
                />
              </div>
              <Tabs
                label={t('filterPosts', 'Filter posts')}
                items={postFilters(t)}
                value={filter}
                onChange={setFilter}
              >
                {list}
              </Tabs>
            </div>
          </>
        ),
      }}
      renderItem={(post, actions) => <AdminPostItem key={post._id} post={post} {...actions} />}
      renderForm={(post, onClose) => <BlogPostFormModal post={post} onClose={onClose} />}
    />
  );
}
