import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/api/api-error';
import { Button } from '../../../shared/ui/button';
import { useCancelEmailChangeMutation } from '../api/password';
import { AddressLinkOnward, IncompleteAddressLink } from '../components/address-link-screens';
import { AuthScreen } from '../components/auth-screen';
import { FormAlert } from '../components/form-alert';
import { useTranslation } from 'react-i18next';

/**
 * Cancel a change of address (docs/security.md#changing-the-e-mail-address): opened from the
 * link mailed to the current address (`#/cancel-email-change?token=…`). Nothing is sent until
 * the button is pressed, so a mail scanner that opens links cancels nothing.
 */
export function CancelEmailChangePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const cancel = useCancelEmailChangeMutation();

  if (!token)
    return (
      <IncompleteAddressLink
        missing={t('theCancelLinkIsMissingItsCode', 'The cancel link is missing its code.')}
      />
    );

  if (cancel.isSuccess)
    return (
      <AuthScreen
        title={t('changeOfAddressCancelled', 'Change of address cancelled')}
        subtitle={cancel.data.message}
        footer={<AddressLinkOnward />}
      >
        <p role="status" className="text-sm text-ink-600">
          {t(
            'yourAccountKeepsItsAddress',
            'Your account keeps its address. If you did not ask for the change, choose a new password now.',
          )}
        </p>
      </AuthScreen>
    );

  return (
    <AuthScreen
      title={t('cancelTheChangeOfAddress', 'Cancel the change of address?')}
      subtitle={t(
        'someoneAskedToMoveYourAccount',
        'Someone signed in to your account asked to move it to another e-mail address. If it was not you, cancel it.',
      )}
      footer={<AddressLinkOnward />}
    >
      <div className="flex flex-col gap-4">
        {cancel.isError && (
          <FormAlert>
            {errorMessage(cancel.error, t('pleaseTryAgainDot', 'Please try again.'))}
          </FormAlert>
        )}
        <Button
          type="button"
          size="lg"
          fullWidth
          loading={cancel.isPending}
          onClick={() => cancel.mutate(token)}
        >
          {t('cancelTheChange', 'Cancel the change')}
        </Button>
      </div>
    </AuthScreen>
  );
}
