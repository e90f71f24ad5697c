import type { DonationCreated } from '@torch/contract';
import { paths } from '../../../shared/config/paths';
import { Button } from '../../../shared/ui/button';
import { ButtonLink } from '../../../shared/ui/button-link';
import { Icon } from '../../../shared/ui/icon';
import { Spinner } from '../../../shared/ui/spinner';
import { useDonationStatus } from '../api';
import { formatMoney } from '../../../shared/lib/format-number';
import { Trans, useTranslation } from 'react-i18next';

/**
 * After Donate: the prompt to approve on the phone while the gift is pending, then the thanks
 * with its receipt number, or what went wrong and a way to try again (docs/giving.md).
 */
export function DonationProgress({
  gift,
  phone,
  onTryAgain,
}: {
  gift: DonationCreated;
  phone: string;
  onTryAgain: () => void;
}) {
  const { t } = useTranslation();
  const { data, isError } = useDonationStatus(gift);
  const status = data?.status ?? gift.status;

  if (status === 'successful' && data) {
    return (
      <section aria-live="polite" className="flex flex-col items-start gap-4">
        <Icon name="heart" className="size-8 text-ember-700" />
        <h3 className="text-2xl font-semibold">
          {t('thankYouForYourGift', 'Thank you for your gift!')}
        </h3>
        <p className="text-lg text-ink-600">
          <Trans
            i18nKey="weReceivedAmountYourReceiptNumberIs"
            defaults="We received {{amount}}. Your receipt number is <0>{{receiptNumber}}</0>."
            values={{ amount: formatMoney(data.amount), receiptNumber: data.receiptNumber }}
            components={[<strong className="whitespace-nowrap text-ink-800" />]}
          />
        </p>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to={paths.giftReceipt(gift._id, gift.reference)}>
            <Icon name="book" />
            {t('viewAndPrintReceipt', 'View and print receipt')}
          </ButtonLink>
          <Button variant="secondary" onClick={onTryAgain}>
            {t('giveAgain', 'Give again')}
          </Button>
        </div>
      </section>
    );
  }
  if (status === 'failed' || status === 'expired') {
    return (
      <section role="alert" className="flex flex-col items-start gap-4">
        <h3 className="text-2xl font-semibold">
          {status === 'expired'
            ? t('thePaymentWasNotApprovedInTime', 'The payment was not approved in time')
            : t('thePaymentDidNotGoThrough', 'The payment did not go through')}
        </h3>
        <p className="text-lg text-ink-600">
          {data?.reason ?? t('noMoneyWasTaken', 'No money was taken.')}{' '}
          {t(
            'checkTheNumberAndYourBalanceThenTryAgain',
            'Check the number and your balance, then try again.',
          )}
        </p>
        <Button onClick={onTryAgain}>{t('tryAgain', 'Try again')}</Button>
      </section>
    );
  }
  return (
    <section aria-live="polite" className="flex flex-col items-start gap-4">
      <Spinner />
      <h3 className="text-2xl font-semibold">
        {t('approveThePaymentPromptOnYourPhone', 'Approve the payment prompt on your phone')}
      </h3>
      <p className="text-lg text-ink-600">
        {t(
          'weAskedYourNetworkToSendAPrompt',
          'We asked your network to send a prompt to {{phone}}. Enter your mobile money PIN to approve it; this page updates by itself.',
          { phone },
        )}
      </p>
      {isError && (
        <p className="text-sm text-ink-500">
          {t('weCouldNotCheckJustNowTryingAgain', 'We could not check just now; trying again…')}
        </p>
      )}
    </section>
  );
}
