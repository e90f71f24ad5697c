import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../shared/api/api-error';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { Input } from '../../../shared/ui/input';
import { useAuth } from '../../auth';
import { useTranslation } from 'react-i18next';

const FORM_ID = 'close-account';

/**
 * "Close my account" (docs/security.md#closing-an-account): behind a question that asks for the
 * password once more. The server's refusal (a wrong password, the last Super-Admin) is shown in
 * the dialog; on success this device is signed out and the member is told.
 */
export function CloseAccount() {
  const { t } = useTranslation();
  const { closeAccount } = useAuth();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const dismiss = () => {
    if (busy) return;
    setOpen(false);
    setPassword('');
    setError(undefined);
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!password) {
      setError(t('passwordIsRequired', 'Password is required'));
      return;
    }
    setBusy(true);
    closeAccount(password).then(
      (message) => toast.success(message),
      (failure: unknown) => {
        setBusy(false);
        setError(errorMessage(failure, t('pleaseTryAgain', 'Please try again')));
      },
    );
  };

  return (
    <Card className="mt-6 border border-red-100">
      <h2 className="text-xl font-semibold">{t('closeMyAccount', 'Close my account')}</h2>
      <p className="mt-1 text-sm text-ink-600">
        {t(
          'closeAccountExplanation',
          "Your profile and sign-in are removed and you are signed out everywhere. Your chat messages stay, shown as a former member's; your prayer requests and testimonies stay without your name linked to you. This cannot be undone.",
        )}
      </p>
      <div className="mt-5">
        <Button variant="danger" onClick={() => setOpen(true)}>
          {t('closeMyAccount', 'Close my account')}
        </Button>
      </div>
      <ConfirmDialog
        open={open}
        title={t('closeYourAccount', 'Close your account?')}
        message={t(
          'thisCannotBeUndoneTypeYourPasswordToConfirm',
          'This cannot be undone. Type your password to confirm.',
        )}
        confirmLabel={t('closeMyAccount', 'Close my account')}
        busy={busy}
        onConfirm={() => submit()}
        onCancel={dismiss}
      >
        <form
          id={FORM_ID}
          onSubmit={submit}
          noValidate
          aria-label={t('closeMyAccount', 'Close my account')}
        >
          <Input
            id={`${FORM_ID}-password`}
            label={t('password', 'Password')}
            type="password"
            autoComplete="current-password"
            required
            value={password}
            error={error}
            onChange={(event) => {
              setPassword(event.target.value);
              setError(undefined);
            }}
            data-autofocus
          />
        </form>
      </ConfirmDialog>
    </Card>
  );
}
