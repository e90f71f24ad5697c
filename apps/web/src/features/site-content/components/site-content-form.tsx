import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { siteContentFields, siteContentInputSchema, type SiteContentPage } from '@torch/contract';
import { errorMessage } from '../../../shared/api/api-error';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { Input } from '../../../shared/ui/input';
import { Textarea } from '../../../shared/ui/textarea';
import { useSaveSiteContentMutation } from '../api';

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
  const formId = useId();
  const keys = siteContentFields[page];
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(keys.map((key) => [key, elements[key] ?? ''])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveSiteContentMutation();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = siteContentInputSchema.safeParse({ page, elements: values });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[1];
        if (typeof key === 'string' && !found[key]) found[key] = issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => toast.success('Content saved successfully!'),
      onError: (error) =>
        toast.error(`Error saving content: ${errorMessage(error, 'Something went wrong')}`),
    });
  };

  return (
    <Card>
      <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-5">
        {keys.map((key) => {
          const common = {
            id: `${formId}-${key}`,
            label: fieldLabel(key),
            value: values[key] ?? '',
            error: errors[key],
          };
          const onChange = (value: string) =>
            setValues((current) => ({ ...current, [key]: value }));
          return isMultiLine(key) ? (
            <Textarea key={key} {...common} rows={4} onChange={(e) => onChange(e.target.value)} />
          ) : (
            <Input key={key} {...common} onChange={(e) => onChange(e.target.value)} />
          );
        })}
        <div className="flex justify-end border-t border-ink-100 pt-5">
          <Button type="submit" loading={save.isPending} className="w-full sm:w-auto">
            Save Content
          </Button>
        </div>
      </form>
    </Card>
  );
}
