import { toast } from 'react-toastify';
import { errorMessage } from '../api/api-error';
import { unknownErrorMessage } from '../api/http-client';
import { i18next } from '../i18n';

/** The toasts for approving or rejecting any application (team or campus). */
export function applicationDecisionToasts(approved: boolean) {
  return {
    onSuccess: () =>
      void toast.success(
        approved
          ? i18next.t('applicationApproved', 'Application approved.')
          : i18next.t('applicationRejected', 'Application rejected.'),
      ),
    onError: (error: unknown) =>
      void toast.error(
        i18next.t('actionFailedMessage', 'Action failed: {{message}}', {
          message: errorMessage(error, unknownErrorMessage()),
        }),
      ),
  };
}
