import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/api/api-error';
import { unknownErrorMessage } from '../../../shared/api/http-client';
import { Button } from '../../../shared/ui/button';
import { useConfirmSubscription } from '../api';
import { LinkScreen } from '../components/link-screen';
import { useTranslation } from 'react-i18next';

/**
 * Opened from the confirmation mail (`#/newsletter/confirm?token=…`). Confirming is a button,
 * not the page load: mail scanners open links, and only a person's click is consent
 * (docs/newsletter.md#double-opt-in).
 */
export function NewsletterConfirmPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmSubscription();

  if (confirm.isSuccess)
    return (
      <LinkScreen icon="check" title={t('youAreSubscribed', 'You are subscribed')}>
        <p>{confirm.data.message}</p>
      </LinkScreen>
    );
  return (
    <LinkScreen icon="mail" title={t('confirmYourSubscription', 'Confirm your subscription')}>
      <p>
        {t(
          'confirmThatYouWouldLikeToReceiveNewsFromTorchAtThisAddress',
          'Confirm that you would like to receive news from Torch at this address.',
        )}
      </p>
      {confirm.isError && (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-base text-red-800">
          {errorMessage(confirm.error, unknownErrorMessage())}
        </p>
      )}
      <Button
        size="lg"
        loading={confirm.isPending}
        disabled={!token}
        onClick={() => confirm.mutate(token)}
      >
        {t('confirmMySubscription', 'Confirm my subscription')}
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
