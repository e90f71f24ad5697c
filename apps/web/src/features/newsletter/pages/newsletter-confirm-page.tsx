import { useSearchParams } from 'react-router';
import { useConfirmSubscription } from '../api';
import { LinkAction } from '../components/link-action';
import { LinkScreen } from '../components/link-screen';
import { useTranslation } from 'react-i18next';
import { useChurch } from '../../church';

/**
 * Opened from the confirmation mail (`#/newsletter/confirm?token=…`). Confirming is a button,
 * not the page load: mail scanners open links, and only a person's click is consent
 * (docs/newsletter.md#double-opt-in).
 */
export function NewsletterConfirmPage() {
  const { t } = useTranslation();
  const { shortName } = useChurch();
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
          'confirmThatYouWouldLikeToReceiveNewsFromShortnameAtThisAddress',
          'Confirm that you would like to receive news from {{shortName}} at this address.',
          { shortName },
        )}
      </p>
      <LinkAction
        token={token}
        action={confirm}
        label={t('confirmMySubscription', 'Confirm my subscription')}
      />
    </LinkScreen>
  );
}
