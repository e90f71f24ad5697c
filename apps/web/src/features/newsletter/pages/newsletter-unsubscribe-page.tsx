import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/api/api-error';
import { unknownErrorMessage } from '../../../shared/api/http-client';
import { Button } from '../../../shared/ui/button';
import { useUnsubscribe } from '../api';
import { LinkScreen } from '../components/link-screen';
import { useTranslation } from 'react-i18next';

/**
 * Opened from the link at the foot of every newsletter (`#/newsletter/unsubscribe?token=…`).
 * Unsubscribing is a button, not the page load: mail scanners open links, and a scanner must not
 * take a reader off the list (docs/newsletter.md). A mail program's one-click unsubscribe
 * (List-Unsubscribe-Post) posts to the server directly and needs no page.
 */
export function NewsletterUnsubscribePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribe();

  if (unsubscribe.isSuccess)
    return (
      <LinkScreen icon="check" title={t('youAreUnsubscribed', 'You are unsubscribed')}>
        <p>{unsubscribe.data.message}</p>
        <p className="text-base text-ink-500">
          {t(
            'changedYourMindSubscribeAgainWithTheFormAtTheFootOfAnyPage',
            'Changed your mind? Subscribe again with the form at the foot of any page.',
          )}
        </p>
      </LinkScreen>
    );
  return (
    <LinkScreen
      icon="mail"
      title={t('unsubscribeFromTheNewsletter', 'Unsubscribe from the newsletter')}
    >
      <p>
        {t(
          'pressTheButtonToStopReceivingTheNewsletterAtThisAddress',
          'Press the button to stop receiving the newsletter at this address.',
        )}
      </p>
      {unsubscribe.isError && (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-base text-red-800">
          {errorMessage(unsubscribe.error, unknownErrorMessage())}
        </p>
      )}
      <Button
        size="lg"
        loading={unsubscribe.isPending}
        disabled={!token}
        onClick={() => unsubscribe.mutate(token)}
      >
        {t('unsubscribeMe', 'Unsubscribe me')}
      </Button>
      {!token && (
        <p className="text-base text-ink-500">
          {t(
            'theLinkIsIncompleteOpenItFromTheEmailAgain',
            'The link is incomplete: open it from the email again.',
          )}
        </p>
      )}
    </LinkScreen>
  );
}
