import { testimonyInputSchema, type TestimonyInput } from '@torch/contract';
import { toast } from 'react-toastify';
import { unknownErrorMessage } from '../../../shared/api/http-client';
import { useContractForm } from '../../../shared/lib/use-contract-form';
import { Button } from '../../../shared/ui/button';
import { Icon } from '../../../shared/ui/icon';
import { Input } from '../../../shared/ui/input';
import { Textarea } from '../../../shared/ui/textarea';
import { useSubmitTestimony } from '../api';
import { useTranslation } from 'react-i18next';

const empty: TestimonyInput = { name: '', title: '', story_text: '' };

/**
 * Share a story (docs/product.md#testimonies): name, title and story required; it waits for review.
 */
export function TestimonyForm() {
  const { t } = useTranslation();
  const submit = useSubmitTestimony();
  const form = useContractForm({
    schema: testimonyInputSchema,
    defaultValues: empty,
    submit: (input) => submit.mutateAsync(input),
    resetOnSuccess: true,
    onSuccess: () =>
      toast.success(
        t(
          'thankYouForSharingYourTestimonyHasBeenSubmittedForReview',
          'Thank you for sharing! Your testimony has been submitted for review.',
        ),
      ),
    toasts: {
      failure: t('submissionFailed', 'Submission failed'),
      fallback: unknownErrorMessage(),
    },
  });

  return (
    <form
      {...form.formProps}
      aria-label={t('shareYourTestimony', 'Share your testimony')}
      className="flex flex-col gap-5"
    >
      <Input
        label={t('yourName', 'Your name')}
        autoComplete="name"
        required
        {...form.field('name')}
      />
      <Input
        label={t('title', 'Title')}
        required
        placeholder={t('egHealedAndRestored', 'e.g. Healed and restored')}
        {...form.field('title')}
      />
      <Textarea
        label={t('yourStory', 'Your story')}
        rows={7}
        required
        {...form.field('story_text')}
      />
      <Button type="submit" size="lg" loading={form.submitting} className="self-start">
        <Icon name="sparkle" />
        {t('shareTestimony', 'Share Testimony')}
      </Button>
    </form>
  );
}
