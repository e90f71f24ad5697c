import { toast } from 'react-toastify';
import { siteContentFields, siteContentInputSchema, type SiteContentPage } from '@torch/contract';
import { useContractForm } from '../../../shared/lib/use-contract-form';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { Input } from '../../../shared/ui/input';
import { Textarea } from '../../../shared/ui/textarea';
import { useSaveSiteContentMutation } from '../api';
import { useTranslation } from 'react-i18next';

/** 'heroSubtitle' → 'Hero Subtitle': the field names read as labels. */
export function fieldLabel(key: string): string {
  const words = key.replace(/([A-Z])/g, ' $1');
  return words.charAt(0).toUpperCase() + words.slice(1);
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
    onSuccess: () => toast.success('Content saved successfully!'),
    toasts: {
      failure: t('errorSavingContent', 'Error saving content'),
      fallback: t('somethingWentWrong', 'Something went wrong'),
    },
  });

  return (
    <Card>
      <form {...form.formProps} className="flex flex-col gap-5">
        {keys.map((key) => {
          const field = { label: fieldLabel(key), ...form.field(`elements.${key}`) };
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
