import type { NewsletterDraft } from '@torch/contract';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/api/api-error';
import { unknownErrorMessage } from '../../../shared/api/http-client';
import { paths } from '../../../shared/config/paths';
import { AdminList } from '../../../shared/ui/admin-list';
import { AdminScreen } from '../../../shared/ui/admin-screen';
import { ButtonLink } from '../../../shared/ui/button-link';
import { ExportCsvButton } from '../../../shared/ui/export-csv-button';
import { Icon } from '../../../shared/ui/icon';
import { LoadMore } from '../../../shared/ui/load-more';
import { Spinner } from '../../../shared/ui/spinner';
import {
  useDownloadSubscribersCsv,
  useNewsletterCounts,
  useNewsletterIssues,
  usePostForNewsletter,
} from '../api';
import { IssueRow } from '../components/issue-row';
import { NewsletterComposer } from '../components/newsletter-composer';
import { NewsletterCounts } from '../components/newsletter-counts';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';

const BLANK: NewsletterDraft = { subject: '', body: '' };

/** The post's own words, and a link to read it on the site. */
function draftFromPost(
  post: { title: string; content: string; slug: string },
  t: TFunction,
): NewsletterDraft {
  const link = `${window.location.origin}${window.location.pathname}#${paths.blogPost(post.slug)}`;
  const readIt = t('readItOnOurWebsite', 'Read it on our website');
  return { subject: post.title, body: `${post.content}\n\n[${readIt}](${link})` };
}

/**
 * The staff's Newsletter screen (docs/newsletter.md): subscribers by state and their CSV, the
 * composer, and past issues with their progress. `?post=<address>` starts the composer from a
 * published blog post (the Admin blog's Newsletter action).
 */
export function AdminNewsletterPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const slug = params.get('post');
  const counts = useNewsletterCounts();
  const issues = useNewsletterIssues();
  const post = usePostForNewsletter(slug);
  const download = useDownloadSubscribersCsv();

  return (
    <AdminScreen
      title={t('newsletter', 'Newsletter')}
      summary={t(
        'writeToEveryoneWhoConfirmedTheirSubscription',
        'Write to everyone who confirmed their subscription.',
      )}
      actions={
        <>
          <ButtonLink to={paths.admin.subscribers} variant="outline">
            <Icon name="users" className="size-4" />
            {t('subscribers', 'Subscribers')}
          </ButtonLink>
          <ExportCsvButton download={download} />
        </>
      }
    >
      <NewsletterCounts counts={counts.data} />
      {slug && post.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label={t('loadingThePost', 'Loading the post…')} />
        </div>
      ) : (
        <NewsletterComposer
          key={post.data?._id ?? 'blank'}
          initial={post.data ? draftFromPost(post.data, t) : BLANK}
          confirmed={counts.data?.confirmed}
        />
      )}
      {slug && post.isError && (
        <p role="alert" className="text-sm text-red-700">
          {t('thePostCouldNotBeLoadedError', 'The post could not be loaded: {{error}}', {
            error: errorMessage(post.error, unknownErrorMessage()),
          })}
        </p>
      )}
      <section aria-labelledby="past-issues" className="flex flex-col gap-3">
        <h2 id="past-issues" className="font-display text-xl font-bold text-ink-900">
          {t('sentNewsletters', 'Sent newsletters')}
        </h2>
        <AdminList
          query={issues}
          label={t('sentNewsletters', 'Sent newsletters')}
          loadingLabel={t('loadingNewsletters', 'Loading newsletters…')}
          errorTitle={t('newslettersCouldNotBeLoaded', 'Newsletters could not be loaded')}
          empty={{
            icon: 'mail',
            title: t('nothingSentYet', 'Nothing sent yet.'),
            description: t(
              'newslettersYouSendAppearHereWithHowManyWentOut',
              'Newsletters you send appear here with how many went out.',
            ),
          }}
          className="divide-y divide-ink-100"
          frame={(list) => (
            <div className="overflow-hidden rounded-3xl border border-ink-100 bg-white shadow-warm">
              {list}
            </div>
          )}
          footer={<LoadMore query={issues} />}
        >
          {(issue) => <IssueRow key={issue._id} issue={issue} />}
        </AdminList>
      </section>
    </AdminScreen>
  );
}
