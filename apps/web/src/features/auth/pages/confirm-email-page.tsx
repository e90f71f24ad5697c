import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../shared/api/api-error';
import { Spinner } from '../../../shared/ui/spinner';
import { profileQueryKey } from '../api';
import { useConfirmEmailMutation } from '../api/password';
import { AddressLinkOnward, IncompleteAddressLink } from '../components/address-link-screens';
import { AuthScreen } from '../components/auth-screen';
import { FormAlert } from '../components/form-alert';
import { useTranslation } from 'react-i18next';

/**
 * Confirm a new e-mail address (docs/product.md#profile): opened from the link mailed to it
 * (`#/confirm-email?token=…`). The token is sent once, as the page opens; signed in or not, the
 * page then says what happened.
 */
export function ConfirmEmailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const queryClient = useQueryClient();
  const confirm = useConfirmEmailMutation();
  const sent = useRef(false);

  useEffect(() => {
    // Once: a link works a single time, and React may run an effect twice in development.
    if (!token || sent.current) return;
    sent.current = true;
    confirm.mutate(token, {
      // The profile on screen shows the address: read it afresh.
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: profileQueryKey }),
    });
  }, [token, confirm, queryClient]);

  if (!token)
    return (
      <IncompleteAddressLink
        missing={t(
          'theConfirmationLinkIsMissingItsCode',
          'The confirmation link is missing its code.',
        )}
      />
    );

  if (confirm.isSuccess)
    return (
      <AuthScreen
        title={t('emailAddressChanged', 'Email address changed')}
        subtitle={confirm.data.message}
        footer={<AddressLinkOnward />}
      >
        <p role="status" className="text-sm text-ink-600">
          {t(
            'weHaveToldYourPreviousAddressAboutTheChange',
            'We have told your previous address about the change.',
          )}
        </p>
      </AuthScreen>
    );

  if (confirm.isError)
    return (
      <AuthScreen
        title={t('weCouldNotChangeYourAddress', 'We could not change your address')}
        subtitle={t(
          'askForANewLinkFromYourProfile',
          'Ask for a new link from your profile if this one has expired.',
        )}
        footer={<AddressLinkOnward />}
      >
        <FormAlert>
          {errorMessage(confirm.error, t('pleaseTryAgainDot', 'Please try again.'))}
        </FormAlert>
      </AuthScreen>
    );

  return (
    <AuthScreen
      title={t('confirmingYourNewAddress', 'Confirming your new address')}
      subtitle={t('oneMoment', 'One moment…')}
      footer={<AddressLinkOnward />}
    >
      <div className="flex justify-center py-4">
        <Spinner label={t('confirmingYourNewAddress', 'Confirming your new address')} />
      </div>
    </AuthScreen>
  );
}
