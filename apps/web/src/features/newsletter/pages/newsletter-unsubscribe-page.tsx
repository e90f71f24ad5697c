import { useSearchParams } from 'react-router';
import { useUnsubscribe } from '../api';
import { LinkAction } from '../components/link-action';
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
      <LinkAction token={token} action={unsubscribe} label={t('unsubscribeMe', 'Unsubscribe me')} />
    </LinkScreen>
  );
}
