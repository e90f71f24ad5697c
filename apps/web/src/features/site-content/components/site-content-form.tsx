import { toast } from 'react-toastify';
import {
  siteContentDefaults,
  siteContentFields,
  siteContentInputSchema,
  type SiteContentPage,
} from '@torch/contract';
import { useContractForm } from '../../../shared/lib/use-contract-form';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { Input } from '../../../shared/ui/input';
import { Textarea } from '../../../shared/ui/textarea';
import { useSaveSiteContentMutation } from '../api';
import type { TextSection } from '../lib/page-sections';
import { useTranslation } from 'react-i18next';

export interface SiteContentFormProps {
  page: SiteContentPage;
  /** The page's sections: their fields' labels and previews. */
  sections: TextSection[];
  /** The texts the page shows now (saved ones over the defaults). */
  elements: Record<string, string>;
}

/**
 * The editable texts of one page, section by section as the page shows them, each beside a
 * preview that follows the typing; one Save Content button for the page.
 */
export function SiteContentForm({ page, sections, elements }: SiteContentFormProps) {
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
  // A blank text shows the page's default, so the preview does too.
  const shown = Object.fromEntries(
    keys.map((key) => {
      const typed = form.values.elements?.[key] ?? '';
      return [key, typed.trim() ? typed : (siteContentDefaults[page][key] ?? '')];
    }),
  );

  return (
    <Card>
      <form {...form.formProps} className="flex flex-col gap-8">
        {sections.map((section) => (
          <fieldset
            key={section.id}
            className="grid gap-5 border-b border-ink-100 pb-8 last-of-type:border-b-0 last-of-type:pb-0 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)] lg:gap-8"
          >
            <legend className="mb-4 text-lg font-semibold text-ink-900">{section.title}</legend>
            <div className="flex flex-col gap-5">
              {section.fields.map((text) => {
                const field = { label: text.label, ...form.field(`elements.${text.key}`) };
                return text.multiLine ? (
                  <Textarea key={text.key} {...field} rows={4} />
                ) : (
                  <Input key={text.key} {...field} />
                );
              })}
            </div>
            <div className="lg:sticky lg:top-24 lg:self-start">{section.preview(shown)}</div>
          </fieldset>
        ))}
        <div className="flex justify-end border-t border-ink-100 pt-5">
          <Button type="submit" loading={form.submitting} className="w-full sm:w-auto">
            {t('saveContent', 'Save Content')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
