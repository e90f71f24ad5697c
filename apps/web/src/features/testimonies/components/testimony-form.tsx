import { testimonyInputSchema, type TestimonyInput } from '@torch/contract';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../shared/api/api-error';
import { UNKNOWN_ERROR_MESSAGE } from '../../../shared/api/http-client';
import { fieldErrors } from '../../../shared/lib/form-errors';
import { useFieldErrors } from '../../../shared/lib/use-field-errors';
import { Button } from '../../../shared/ui/button';
import { Icon } from '../../../shared/ui/icon';
import { Input } from '../../../shared/ui/input';
import { Textarea } from '../../../shared/ui/textarea';
import { useSubmitTestimony } from '../api';

export const TESTIMONY_SUCCESS =
  'Thank you for sharing! Your testimony has been submitted for review.';

type Field = keyof TestimonyInput;
const empty: TestimonyInput = { name: '', title: '', story_text: '' };

/**
 * Share a story (docs/product.md#testimonies): name, title and story required; it waits for review.
 */
export function TestimonyForm() {
  const id = useId();
  const submit = useSubmitTestimony();
  const [values, setValues] = useState<TestimonyInput>(empty);
  const { errors, setErrors, clearError } = useFieldErrors<Field>();

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
  };

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = testimonyInputSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors<Field>(parsed.error));
      return;
    }
    submit.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(TESTIMONY_SUCCESS);
        setValues(empty);
        setErrors({});
      },
      onError: (error) =>
        toast.error(`Submission failed: ${errorMessage(error, UNKNOWN_ERROR_MESSAGE)}`),
    });
  };

  return (
    <form
      noValidate
      onSubmit={send}
      aria-label="Share your testimony"
      className="flex flex-col gap-5"
    >
      <Input
        id={`${id}-name`}
        label="Your name"
        autoComplete="name"
        required
        value={values.name}
        error={errors.name}
        onChange={(event) => change('name', event.target.value)}
      />
      <Input
        id={`${id}-title`}
        label="Title"
        required
        placeholder="e.g. Healed and restored"
        value={values.title}
        error={errors.title}
        onChange={(event) => change('title', event.target.value)}
      />
      <Textarea
        id={`${id}-story`}
        label="Your story"
        rows={7}
        required
        value={values.story_text}
        error={errors.story_text}
        onChange={(event) => change('story_text', event.target.value)}
      />
      <Button type="submit" size="lg" loading={submit.isPending} className="self-start">
        <Icon name="sparkle" />
        Share Testimony
      </Button>
    </form>
  );
}
