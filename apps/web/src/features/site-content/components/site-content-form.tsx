import { toast } from 'react-toastify';
import { siteContentFields, siteContentInputSchema, type SiteContentPage } from '@torch/contract';
import { useContractForm } from '../../../shared/lib/use-contract-form';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { Input } from '../../../shared/ui/input';
import { Textarea } from '../../../shared/ui/textarea';
import { useSaveSiteContentMutation } from '../api';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** 'heroSubtitle' → 'Hero Subtitle': the field names read as labels. */
export function fieldLabel(key: string): string {
  const words = key.replace(/([A-Z])/g, ' $1');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A field's label in the reader's language; an unknown field reads as its name. */
function siteContentFieldLabel(t: TFunction, key: string): string {
  const labels: Record<string, string> = {
    heroTitle: t('heroTitle', 'Hero Title'),
    heroSubtitle: t('heroSubtitle', 'Hero Subtitle'),
    connectTitle: t('connectTitle', 'Connect Title'),
    connectSubtitle: t('connectSubtitle', 'Connect Subtitle'),
    giveTitle: t('giveTitle', 'Give Title'),
    giveVerse: t('giveVerse', 'Give Verse'),
    contactTitle: t('contactTitle', 'Contact Title'),
    contactSubtitle: t('contactSubtitle', 'Contact Subtitle'),
  };
  return labels[key] ?? fieldLabel(key);
}

/**
 * Subtitles and verses run over several lines (docs/product.md#site-content); titles stay on one.
 */
export function isMultiLine(key: string): boolean {
  return /Subtitle|Verse/.test(key);
}

export interface SiteContentFormProps {
  page: SiteContentPage;
  /** The texts the page shows now (saved ones over the defaults). */
  elements: Record<string, string>;
}

/** The editable texts of one page and its Save Content button. */
export function SiteContentForm({ page, elements }: SiteContentFormProps) {
  const { t } = useTranslation();
  const keys = siteContentFields[page];
  const save = useSaveSiteContentMutation();
  const form = useContractForm({
    schema: siteContentInputSchema,
    defaultValues: {
      page,
      elements: Object.fromEntries(keys.map((key) => [key, elements[key] ?? ''])),
    },
    submit: (input) => save.mutateAsync(input),
    onSuccess: () => toast.success(t('contentSavedSuccessfully', 'Content saved successfully!')),
    toasts: {
      failure: t('errorSavingContent', 'Error saving content'),
      fallback: t('somethingWentWrong', 'Something went wrong'),
    },
  });

  return (
    <Card>
      <form {...form.formProps} className="flex flex-col gap-5">
        {keys.map((key) => {
          const field = { label: siteContentFieldLabel(t, key), ...form.field(`elements.${key}`) };
          return isMultiLine(key) ? (
            <Textarea key={key} {...field} rows={4} />
          ) : (
            <Input key={key} {...field} />
          );
        })}
        <div className="flex justify-end border-t border-ink-100 pt-5">
          <Button type="submit" loading={form.submitting} className="w-full sm:w-auto">
            {t('saveContent', 'Save Content')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
