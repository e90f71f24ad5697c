import type { ReactNode } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { unknownErrorMessage } from '../../../shared/api/http-client';
import { Button } from '../../../shared/ui/button';
import { useTranslation } from 'react-i18next';

/**
 * What a mailed link's page asks before acting: the button that acts, the server's refusal
 * above it, and a word when the link lost its token. Acting is a button, never the page load:
 * mail scanners open links, and only a person's click is the request (docs/newsletter.md).
 */
export function LinkAction({
  token,
  action,
  label,
}: {
  token: string;
  action: { isPending: boolean; isError: boolean; error: unknown; mutate: (token: string) => void };
  label: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      {action.isError && (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-base text-red-800">
          {errorMessage(action.error, unknownErrorMessage())}
        </p>
      )}
      <Button
        size="lg"
        loading={action.isPending}
        disabled={!token}
        onClick={() => action.mutate(token)}
      >
        {label}
      </Button>
      {!token && (
        <p className="text-base text-ink-500">
          {t(
            'theLinkIsIncompleteOpenItFromTheEmailAgain',
            'The link is incomplete: open it from the email again.',
          )}
        </p>
      )}
    </>
  );
}
