import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { useAuth } from '../auth-context';
import { AuthScreen } from './auth-screen';
import { FormAlert } from './form-alert';
import { useTranslation } from 'react-i18next';

const linkClasses = 'font-semibold text-ember-700 underline-offset-4 hover:underline';

/**
 * Where a page opened from a mailed address link leads on: the profile's Account tab (where the
 * address shows) when signed in on this device, otherwise sign-in (the link may be opened on another device than the account's).
 */
export function AddressLinkOnward() {
  const { t } = useTranslation();
  const { user } = useAuth();
  return user ? (
    <Link to={paths.profileTab('account')} className={linkClasses}>
      {t('backToMyProfile', 'Back to my profile')}
    </Link>
  ) : (
    <Link to={paths.login} className={linkClasses}>
      {t('signInLower', 'Sign in')}
    </Link>
  );
}

/** A mailed address link that arrived without its token: nothing can be done but open it again. */
export function IncompleteAddressLink({ missing }: { missing: ReactNode }) {
  const { t } = useTranslation();
  return (
    <AuthScreen
      title={t('thisLinkIsIncomplete', 'This link is incomplete')}
      subtitle={t('openTheLinkFromTheEmailAgain', 'Open the link from the email again.')}
      footer={<AddressLinkOnward />}
    >
      <FormAlert>{missing}</FormAlert>
    </AuthScreen>
  );
}
