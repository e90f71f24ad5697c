import { newsletterDraftSchema, type NewsletterDraft } from '@torch/contract';
import { Suspense, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../shared/api/api-error';
import { unknownErrorMessage } from '../../../shared/api/http-client';
import { useContractForm } from '../../../shared/lib/use-contract-form';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { Icon } from '../../../shared/ui/icon';
import { Input } from '../../../shared/ui/input';
import { MarkdownTextarea } from '../../../shared/ui/markdown-textarea';
import { PostBodyPreview } from '../../blog';
import { Spinner } from '../../../shared/ui/spinner';
import { Tabs } from '../../../shared/ui/tabs';
import { applyMarkdown, shortcutAction, type MarkdownAction } from '../lib/markdown-edit';
import { MarkdownToolbar } from './markdown-toolbar';
import { useSendNewsletter, useSendTestNewsletter } from '../api';
import { useTranslation } from 'react-i18next';

/**
 * Write a newsletter: subject and markdown body, a toolbar that writes the Markdown, a Preview
 * tab drawn by the renderer and sanitiser the mail uses, a test to oneself, and a send to every
 * confirmed subscriber after a confirmation.
 */
export function NewsletterComposer({
  initial,
  confirmed,
}: {
  initial: NewsletterDraft;
  /** Confirmed subscribers now: the number the confirmation names. */
  confirmed: number | undefined;
}) {
  const { t } = useTranslation();
  const send = useSendNewsletter();
  const test = useSendTestNewsletter();
  const [asking, setAsking] = useState(false);
  /** Set by the dialog's Send now: only then does the form go (Enter in a field asks first). */
  const approved = useRef(false);
  const form = useContractForm({
    schema: newsletterDraftSchema,
    defaultValues: initial,
    submit: (draft) => send.mutateAsync(draft),
    resetOnSuccess: true,
    toasts: {
      success: t('theNewsletterIsOnItsWay', 'The newsletter is on its way.'),
      failure: t('sendFailed', 'Send failed'),
      fallback: unknownErrorMessage(),
    },
  });
  const { values } = form;
  const bodyId = `${form.id}-body`;
  const [tab, setTab] = useState<'write' | 'preview'>('write');

  /** A toolbar button or shortcut: Markdown at the cursor, the selection kept for typing on. */
  const format = (action: MarkdownAction) => {
    const body = document.getElementById(bodyId) as HTMLTextAreaElement | null;
    if (!body) return;
    const next = applyMarkdown(action, {
      value: body.value,
      start: body.selectionStart,
      end: body.selectionEnd,
    });
    form.setValue('body', next.value);
    body.focus();
    body.setSelectionRange(next.start, next.end);
  };
  const onBodyKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const action = shortcutAction(event);
    if (!action) return;
    event.preventDefault();
    format(action);
  };

  /** The draft, once the contract's rules pass (messages shown on the fields otherwise). */
  const checked = async () => ((await form.form.trigger()) ? form.form.getValues() : null);

  const sendTest = async () => {
    const draft = await checked();
    if (!draft) {
      setTab('write');
      return;
    }
    test.mutate(draft, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (error) =>
        toast.error(
          t('testFailedError', 'Test failed: {{error}}', {
            error: errorMessage(error, unknownErrorMessage()),
          }),
        ),
    });
  };

  const askToSend = async () => {
    if (await checked()) setAsking(true);
    // A message on the body would be out of sight behind the preview.
    else setTab('write');
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (approved.current) {
      approved.current = false;
      form.formProps.onSubmit(event);
      return;
    }
    event.preventDefault();
    void askToSend();
  };

  return (
    <form
      {...form.formProps}
      onSubmit={onSubmit}
      aria-label={t('writeANewsletter', 'Write a newsletter')}
      className="flex flex-col gap-5 rounded-3xl border border-ink-100 bg-white p-5 shadow-warm sm:p-6"
    >
      {form.formError && (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
          {form.formError}
        </p>
      )}
      <Input label={t('subject', 'Subject')} required {...form.field('subject')} />
      <Tabs
        label={t('newsletterBody', 'Newsletter body')}
        items={[
          { id: 'write', label: t('write', 'Write') },
          { id: 'preview', label: t('preview', 'Preview') },
        ]}
        value={tab}
        onChange={setTab}
      >
        {/* Both stay in the page: the body keeps its value and its message behind the preview. */}
        <div hidden={tab !== 'write'} className="flex flex-col gap-3">
          <MarkdownToolbar controls={bodyId} onAction={format} />
          <MarkdownTextarea
            label={t('body', 'Body')}
            required
            {...form.field('body')}
            onKeyDown={onBodyKeyDown}
          />
        </div>
        {tab === 'preview' && (
          <div className="min-h-40 rounded-xl border border-ink-100 bg-cream-50 p-4">
            {values.subject.trim() && (
              <p className="mb-3 font-semibold text-ink-900">{values.subject}</p>
            )}
            {values.body.trim() ? (
              <div className="text-base [&_div]:text-base">
                <Suspense
                  fallback={
                    <Spinner size="sm" label={t('loadingThePreview', 'Loading the preview…')} />
                  }
                >
                  <PostBodyPreview content={values.body} />
                </Suspense>
              </div>
            ) : (
              <p className="text-sm text-ink-500">
                {t(
                  'nothingToPreviewYetWriteTheBodyFirst',
                  'Nothing to preview yet: write the body first.',
                )}
              </p>
            )}
          </div>
        )}
      </Tabs>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => void sendTest()} loading={test.isPending}>
          {!test.isPending && <Icon name="mail" className="size-4" />}
          {t('sendATestToMe', 'Send a test to me')}
        </Button>
        <Button
          onClick={() => void askToSend()}
          loading={form.submitting}
          disabled={confirmed === 0}
        >
          {!form.submitting && <Icon name="send" className="size-4" />}
          {t('sendToAllConfirmed', 'Send to all confirmed')}
        </Button>
      </div>
      {confirmed === 0 && (
        <p className="text-sm text-ink-500 sm:text-right">
          {t('nobodyHasConfirmedASubscriptionYet', 'Nobody has confirmed a subscription yet.')}
        </p>
      )}
      <ConfirmDialog
        open={asking}
        title={t('sendThisNewsletter', 'Send this newsletter?')}
        message={
          confirmed === undefined
            ? t(
                'subjectWillBeMailedToEveryConfirmedSubscriber',
                '“{{subject}}” will be mailed to every confirmed subscribers. This cannot be undone.',
                { subject: values.subject },
              )
            : t('subjectWillBeMailedToCountConfirmedSubscribers', {
                subject: values.subject,
                count: confirmed,
                defaultValue_one:
                  '“{{subject}}” will be mailed to {{count}} confirmed subscriber. This cannot be undone.',
                defaultValue_other:
                  '“{{subject}}” will be mailed to {{count}} confirmed subscribers. This cannot be undone.',
              })
        }
        confirmLabel={t('sendNow', 'Send now')}
        tone="primary"
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          approved.current = true;
          (document.getElementById(form.id) as HTMLFormElement | null)?.requestSubmit();
        }}
      />
    </form>
  );
}
