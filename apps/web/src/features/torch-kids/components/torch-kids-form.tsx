import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { torchKidsInputSchema, type TorchKidsContent } from '@torch/contract';
import { errorMessage } from '../../../shared/api/api-error';
import { fieldErrors } from '../../../shared/lib/form-errors';
import { useFieldErrors } from '../../../shared/lib/use-field-errors';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { Input } from '../../../shared/ui/input';
import { Textarea } from '../../../shared/ui/textarea';
import { useUpdateTorchKidsMutation } from '../api';

type TorchKidsField = keyof TorchKidsContent;

const pageContent: { key: Exclude<TorchKidsField, 'heroTitle' | 'heroSubtitle'>; label: string }[] =
  [
    { key: 'aboutText', label: 'About Section Text' },
    { key: 'safetyText', label: 'Safety Section Text' },
    { key: 'experienceText', label: 'Worship Experience Text' },
    { key: 'groupsText', label: 'Age Groups Text' },
  ];

/**
 * The one Torch Stars form (docs/product.md#admin-torch-stars): Hero Section, then Page Content.
 */
export function TorchKidsForm({ content }: { content: TorchKidsContent }) {
  const formId = useId();
  const [values, setValues] = useState<TorchKidsContent>(content);
  const { errors, setErrors, clearError } = useFieldErrors<TorchKidsField>();
  const save = useUpdateTorchKidsMutation();

  const set = (key: TorchKidsField, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    clearError(key);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = torchKidsInputSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors<TorchKidsField>(parsed.error));
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => toast.success('Torch Stars content saved successfully!'),
      onError: (error) =>
        toast.error(`Update failed: ${errorMessage(error, 'Something went wrong')}`),
    });
  };

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-6">
      <Card>
        <fieldset className="flex flex-col gap-5">
          <legend className="mb-5 font-display text-xl font-semibold text-ink-900">
            Hero Section
          </legend>
          <Input
            id={`${formId}-heroTitle`}
            label="Hero Title"
            required
            value={values.heroTitle}
            onChange={(event) => set('heroTitle', event.target.value)}
            error={errors.heroTitle}
          />
          <Textarea
            id={`${formId}-heroSubtitle`}
            label="Hero Subtitle"
            required
            rows={3}
            value={values.heroSubtitle}
            onChange={(event) => set('heroSubtitle', event.target.value)}
            error={errors.heroSubtitle}
          />
        </fieldset>
      </Card>
      <Card>
        <fieldset className="flex flex-col gap-5">
          <legend className="mb-5 font-display text-xl font-semibold text-ink-900">
            Page Content
          </legend>
          {pageContent.map(({ key, label }) => (
            <Textarea
              key={key}
              id={`${formId}-${key}`}
              label={label}
              required
              rows={4}
              value={values[key]}
              onChange={(event) => set(key, event.target.value)}
              error={errors[key]}
            />
          ))}
        </fieldset>
      </Card>
      <div className="flex justify-end">
        <Button type="submit" loading={save.isPending} className="w-full sm:w-auto">
          Save Changes
        </Button>
      </div>
    </form>
  );
}
