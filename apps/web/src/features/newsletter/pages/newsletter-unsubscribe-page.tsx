import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/api/api-error';
import { unknownErrorMessage } from '../../../shared/api/http-client';
import { Button } from '../../../shared/ui/button';
import { Spinner } from '../../../shared/ui/spinner';
import { useUnsubscribe } from '../api';
import { LinkScreen } from '../components/link-screen';
import { useTranslation } from 'react-i18next';

/**
 * Opened from the link at the foot of every newsletter (`#/newsletter/unsubscribe?token=…`):
 * the click is the request, so the page unsubscribes as it opens (docs/newsletter.md).
 */
export function NewsletterUnsubscribePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribe();
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current || !token) return;
    asked.current = true;
    unsubscribe.mutate(token);
  }, [token, unsubscribe]);

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
  if (unsubscribe.isError || !token)
    return (
      <LinkScreen
        icon="alert"
        title={t('weCouldNotUnsubscribeYou', 'We could not unsubscribe you')}
      >
        <p role="alert">
          {token
            ? errorMessage(unsubscribe.error, unknownErrorMessage())
            : t(
                'theLinkIsIncompleteOpenItFromTheEmailAgain',
                'The link is incomplete: open it from the email again.',
              )}
        </p>
        {token && (
          <Button onClick={() => unsubscribe.mutate(token)}>{t('tryAgain', 'Try again')}</Button>
        )}
      </LinkScreen>
    );
  return (
    <LinkScreen icon="mail" title={t('unsubscribing', 'Unsubscribing…')}>
      <Spinner label={t('unsubscribing', 'Unsubscribing…')} />
    </LinkScreen>
  );
}
