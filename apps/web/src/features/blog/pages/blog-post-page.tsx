import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { ButtonLink } from '../../../shared/ui/button-link';
import { CoverImage } from '../../../shared/ui/cover-image';
import { DocumentTitle } from '../../../shared/ui/document-title';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Icon } from '../../../shared/ui/icon';
import { InvitationBand } from '../../church';
import { Skeleton } from '../../../shared/ui/skeleton';
import { postBySlugQueryOptions, usePostBySlug } from '../api/queries';
import { ArticleBody } from '../components/article-body';
import { PostMeta } from '../components/post-meta';
import { useTranslation } from 'react-i18next';

function BackToBlog() {
  const { t } = useTranslation();
  return (
    <ButtonLink to={paths.blog} variant="ghost" className="-ml-3">
      <Icon name="arrowLeft" />
      {t('backToBlog', 'Back to Blog')}
    </ButtonLink>
  );
}

/**
 * One article at /blog/{slug}; a missing or failed post reads 'Post Not Found'
 * (docs/product.md#blog). The parts marked `data-post-part` are where the entry writes a post it
 * draws before the app has loaded (app/first-screen-posts.ts).
 */
export function BlogPostPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const query = usePostBySlug(slug);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const current = query.data?.slug;

  // An old address answers with the post at its new one (docs/decisions/018-blog-post-addresses.md):
  // the address bar then shows the address to share, and the post is not fetched again.
  useEffect(() => {
    if (!query.data || !current || current === slug) return;
    queryClient.setQueryData(postBySlugQueryOptions(current).queryKey, query.data);
    void navigate(paths.blogPost(current), { replace: true });
  }, [current, slug, query.data, queryClient, navigate]);

  if (query.isError) {
    return (
      <>
        <DocumentTitle title={t('postNotFound', 'Post Not Found')} />
        <div className="mx-auto max-w-3xl px-5 py-20 sm:px-8">
          <h1 className="sr-only">{t('postNotFound', 'Post Not Found')}</h1>
          <EmptyState
            icon={<Icon name="book" className="size-7" />}
            title={t('postNotFound', 'Post Not Found')}
            description={t(
              'thisArticleMayHaveBeenMovedOrIsNoLongerPublished',
              'This article may have been moved or is no longer published.',
            )}
            action={
              <ButtonLink to={paths.blog}>
                <Icon name="arrowLeft" />
                {t('backToBlog', 'Back to Blog')}
              </ButtonLink>
            }
          />
        </div>
      </>
    );
  }

  const post = query.data;
  return (
    <>
      <article className="bg-cream-50">
        <header className="relative isolate overflow-hidden border-b border-cream-200 bg-cream-100">
          <div
            aria-hidden="true"
            className="absolute -top-32 left-1/2 -z-10 h-80 w-[48rem] -translate-x-1/2 rounded-full bg-gradient-to-r from-gold-300/40 via-ember-300/35 to-rose-300/30 glow"
          />
          <div className="mx-auto max-w-3xl px-5 pt-8 pb-12 sm:px-8 sm:pt-10 sm:pb-16">
            <BackToBlog />
            {post ? (
              <>
                <DocumentTitle title={post.title} />
                <h1
                  className="mt-6 text-4xl leading-tight font-semibold wrap-anywhere sm:text-5xl"
                  data-post-part="title"
                >
                  {post.title}
                </h1>
                <PostMeta post={post} className="mt-5 text-base" />
              </>
            ) : (
              <>
                <span role="status" className="sr-only">
                  {t('loadingTheArticle', 'Loading the article…')}
                </span>
                {/* Line boxes of the title's own size: two lines on a phone, one wider up, as
                    most titles take, so the article does not jump when the title arrives. */}
                <div className="mt-6 text-4xl leading-tight sm:text-5xl" aria-hidden="true">
                  <div className="h-[1.25em] py-[0.15em]">
                    <Skeleton className="h-full w-11/12" />
                  </div>
                  <div className="h-[1.25em] py-[0.15em] sm:hidden">
                    <Skeleton className="h-full w-3/5" />
                  </div>
                </div>
                <Skeleton className="mt-5 h-6 w-1/2" />
              </>
            )}
          </div>
        </header>
        <div className="mx-auto max-w-3xl px-5 sm:px-8">
          <div className="-mt-6 aspect-[16/9] overflow-hidden rounded-3xl bg-ink-100 shadow-warm sm:-mt-8">
            {post && (
              <CoverImage
                src={post.featureImageUrl}
                width={1200}
                height={675}
                priority
                data-post-part="picture"
              />
            )}
          </div>
          <div className="py-12 sm:py-16">
            {post ? (
              <ArticleBody html={post.contentHtml} />
            ) : (
              // A screen's height held while loading: the article arrives without pushing what
              // follows around (layout shift), since the footer starts below the fold anyway.
              <div className="flex min-h-screen flex-col gap-4">
                <Skeleton className="h-5 w-full" />
                <Skeleton className="h-5 w-11/12" />
                <Skeleton className="h-5 w-4/5" />
              </div>
            )}
            <div className="mt-12 border-t border-ink-100 pt-8">
              <BackToBlog />
            </div>
          </div>
        </div>
      </article>
      <InvitationBand />
    </>
  );
}
