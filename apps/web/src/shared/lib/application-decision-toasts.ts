import { toast } from 'react-toastify';
import { errorMessage } from '../api/api-error';
import { UNKNOWN_ERROR_MESSAGE } from '../api/http-client';
import { i18next } from '../i18n';

/** The toasts for approving or rejecting any application (team or campus). */
export function applicationDecisionToasts(approved: boolean) {
  return {
    onSuccess: () =>
      void toast.success(
        approved
          ? i18next.t('applicationApproved', 'Application approved.')
          : 'Application rejected.',
      ),
    onError: (error: unknown) =>
      void toast.error(`Action failed: ${errorMessage(error, UNKNOWN_ERROR_MESSAGE)}`),
  };
}
