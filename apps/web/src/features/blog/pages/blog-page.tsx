import { useId, useState } from 'react';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Icon } from '../../../shared/ui/icon';
import { InvitationBand } from '../../church';
import { LoadMore } from '../../../shared/ui/load-more';
import { PageHero } from '../../../shared/ui/page-hero';
import { PageSection } from '../../../shared/ui/page-section';
import { QueryList } from '../../../shared/ui/query-list';
import { Skeleton } from '../../../shared/ui/skeleton';
import { SearchInput } from '../../../shared/ui/search-input';
import { pageLimits } from '@torch/contract';
import { useAllBlogPosts } from '../api/queries';
import { FeaturedPostCard } from '../components/featured-post-card';
import { PostCard } from '../components/post-card';
import { postMatches } from '../lib/post-excerpt';
import { useTranslation } from 'react-i18next';
import { blogTextDefaults } from '@torch/contract';
import { useSiteTexts } from '../../site-content';

/**
 * Blog (docs/product.md#blog): search, the newest post featured, then the Latest Articles grid. The
 * list and the parts marked `data-post`/`data-post-part` are where the entry draws the posts
 * when they arrive before the app (app/first-screen-posts.ts).
 */
export function BlogPage() {
  const { t } = useTranslation();
  const texts = useSiteTexts('blog', blogTextDefaults);
  const searchId = useId();
  const [search, setSearch] = useState('');
  const { query, more } = useAllBlogPosts();
  const loaded = query.data?.length ?? 0;

  return (
    <>
      <PageHero eyebrow={texts.eyebrow} title={texts.heroTitle} intro={texts.intro} />
      <PageSection>
        <div role="search" className="mb-10 max-w-xl">
          <div className="relative">
            <SearchInput
              id={searchId}
              label={t('searchArticles', 'Search articles')}
              hideLabel
              placeholder={t(
                'searchArticlesByTitleAuthorOrTopic',
                'Search articles by title, author or topic…',
              )}
              value={search}
              onSearch={setSearch}
              className="pl-12"
            />
            <Icon
              name="search"
              className="pointer-events-none absolute top-3.5 left-4 size-5 text-ink-400"
            />
          </div>
        </div>

        <QueryList
          query={query}
          select={(all) => all.filter((post) => postMatches(post, search))}
          placeholder={
            <div className="flex flex-col gap-8" data-post-list>
              <span role="status" className="sr-only">
                {t('loadingArticles', 'Loading articles…')}
              </span>
              <Skeleton className="h-96 rounded-3xl" />
              <div className="grid gap-6 md:grid-cols-3">
                <Skeleton className="h-80 rounded-3xl" />
                <Skeleton className="h-80 rounded-3xl" />
                <Skeleton className="h-80 rounded-3xl" />
              </div>
            </div>
          }
          errorTitle={t('articlesCouldNotBeLoaded', 'Articles could not be loaded')}
          empty={
            query.data?.length === 0 ? (
              <EmptyState
                icon={<Icon name="book" className="size-7" />}
                title={t('noArticlesYet', 'No Articles Yet')}
                description={t(
                  'ourWritersAreAtWorkTheFirstArticlesWillAppearHereSoon',
                  'Our writers are at work. The first articles will appear here soon.',
                )}
              />
            ) : (
              <EmptyState
                icon={<Icon name="search" className="size-7" />}
                title={t('noMatchingArticles', 'No matching articles')}
                description={
                  // The search reads the posts loaded so far; older ones wait behind Load more.
                  more.hasNextPage
                    ? t(
                        'nothingLoadedMatchesQueryLoadMoreArticles',
                        'Nothing loaded so far matches “{{query}}”. Load more to search older articles.',
                        { query: search.trim() },
                      )
                    : t(
                        'nothingMatchesQueryTryAnotherWord',
                        'Nothing matches “{{query}}”. Try another word.',
                        { query: search.trim() },
                      )
                }
              />
            )
          }
        >
          {([featured, ...rest]) => (
            <div data-post-list>
              {featured && <FeaturedPostCard post={featured} />}
              {rest.length > 0 && (
                <section aria-labelledby="latest-articles" className="mt-14">
                  <h2 id="latest-articles" className="text-3xl font-semibold">
                    {t('latestArticles', 'Latest Articles')}
                  </h2>
                  <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                    {rest.map((post, index) => (
                      <li key={post._id} data-post="card">
                        <PostCard post={post} index={index} />
                      </li>
                    ))}
                  </ul>
                </section>
              )}
            </div>
          )}
        </QueryList>
        {
          // Only when there is more than one page: the drawn list keeps its markup (decision 014).
          query.data &&
            (more.hasNextPage || more.total > loaded || loaded > pageLimits.default) && (
              <div className="mt-10">
                <LoadMore
                  query={more}
                  count={{ shown: loaded, total: more.total, noun: t('articlesNoun', 'articles') }}
                />
              </div>
            )
        }
      </PageSection>
      <InvitationBand />
    </>
  );
}
