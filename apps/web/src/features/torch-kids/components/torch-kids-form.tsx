import { toast } from 'react-toastify';
import { torchKidsInputSchema, type TorchKidsContent } from '@torch/contract';
import { useContractForm } from '../../../shared/lib/use-contract-form';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { Input } from '../../../shared/ui/input';
import { Textarea } from '../../../shared/ui/textarea';
import { useUpdateTorchKidsMutation } from '../api';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

type TorchKidsField = keyof TorchKidsContent;

/** The Page Content fields and their labels, in the reader's language. */
function pageContent(
  t: TFunction,
): { key: Exclude<TorchKidsField, 'heroTitle' | 'heroSubtitle'>; label: string }[] {
  return [
    { key: 'aboutText', label: t('aboutSectionText', 'About Section Text') },
    { key: 'safetyText', label: t('safetySectionText', 'Safety Section Text') },
    { key: 'experienceText', label: t('worshipExperienceText', 'Worship Experience Text') },
    { key: 'groupsText', label: t('ageGroupsText', 'Age Groups Text') },
  ];
}

/**
 * The one Torch Stars form (docs/product.md#admin-torch-stars): Hero Section, then Page Content.
 */
export function TorchKidsForm({ content }: { content: TorchKidsContent }) {
  const { t } = useTranslation();
  const save = useUpdateTorchKidsMutation();
  const form = useContractForm({
    schema: torchKidsInputSchema,
    defaultValues: content,
    submit: (input) => save.mutateAsync(input),
    onSuccess: () =>
      toast.success(t('torchStarsContentSaved', 'Torch Stars content saved successfully!')),
    toasts: {
      failure: t('updateFailed', 'Update failed'),
      fallback: t('somethingWentWrong', 'Something went wrong'),
    },
  });

  return (
    <form {...form.formProps} className="flex flex-col gap-6">
      <Card>
        <fieldset className="flex flex-col gap-5">
          <legend className="mb-5 font-display text-xl font-semibold text-ink-900">
            {t('heroSection', 'Hero Section')}
          </legend>
          <Input label={t('heroTitle', 'Hero Title')} required {...form.field('heroTitle')} />
          <Textarea
            label={t('heroSubtitle', 'Hero Subtitle')}
            required
            rows={3}
            {...form.field('heroSubtitle')}
          />
        </fieldset>
      </Card>
      <Card>
        <fieldset className="flex flex-col gap-5">
          <legend className="mb-5 font-display text-xl font-semibold text-ink-900">
            {t('pageContent', 'Page Content')}
          </legend>
          {pageContent(t).map(({ key, label }) => (
            <Textarea key={key} label={label} required rows={4} {...form.field(key)} />
          ))}
        </fieldset>
      </Card>
      <div className="flex justify-end">
        <Button type="submit" loading={form.submitting} className="w-full sm:w-auto">
          {t('saveChanges', 'Save Changes')}
        </Button>
      </div>
    </form>
  );
}
