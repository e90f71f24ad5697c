import { convertCommunities, newConvertInputSchema } from '@torch/contract';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../shared/api/api-error';
import { UNKNOWN_ERROR_MESSAGE } from '../../../shared/api/http-client';
import { fieldErrors } from '../../../shared/lib/form-errors';
import { useFieldErrors } from '../../../shared/lib/use-field-errors';
import { Button } from '../../../shared/ui/button';
import { Checkbox } from '../../../shared/ui/checkbox';
import { Icon } from '../../../shared/ui/icon';
import { Input } from '../../../shared/ui/input';
import { useSubmitNewConvert } from '../api';
import { YesNoField } from './yes-no-field';

export const NEW_CONVERT_SUCCESS = "Welcome to the family! We're excited to walk with you.";

type Community = (typeof convertCommunities)[number];
type TextField = 'firstName' | 'lastName' | 'areaCode' | 'phoneNumber' | 'email' | 'country';

interface Draft {
  firstName: string;
  lastName: string;
  areaCode: string;
  phoneNumber: string;
  email: string;
  country: string;
  whatsApp: 'yes' | 'no' | undefined;
  whatsAppGroup: 'yes' | 'no' | undefined;
  community: Community[];
  agree: boolean;
}

const empty: Draft = {
  firstName: '',
  lastName: '',
  areaCode: '',
  phoneNumber: '',
  email: '',
  country: '',
  whatsApp: undefined,
  whatsAppGroup: undefined,
  community: [],
  agree: false,
};

const communityNames: Record<Community, string> = {
  pheggos: 'Pheggos',
  lychnos: 'Lychnos',
  phos: 'Phos',
};

/**
 * The new-convert form (docs/product.md#validation): six required fields; the choices are optional.
 */
export function NewConvertForm() {
  const id = useId();
  const submit = useSubmitNewConvert();
  const [draft, setDraft] = useState<Draft>(empty);
  const { errors, setErrors, clearError } = useFieldErrors<TextField>();

  const change = (field: TextField, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    clearError(field);
  };

  const toggleCommunity = (community: Community, checked: boolean) =>
    setDraft((current) => ({
      ...current,
      community: checked
        ? [...current.community, community]
        : current.community.filter((item) => item !== community),
    }));

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = newConvertInputSchema.safeParse({
      ...draft,
      agree: draft.agree ? 'yes' : undefined,
    });
    if (!parsed.success) {
      setErrors(fieldErrors<TextField>(parsed.error));
      return;
    }
    submit.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(NEW_CONVERT_SUCCESS);
        setDraft(empty);
        setErrors({});
      },
      onError: (error) =>
        toast.error(`Submission failed: ${errorMessage(error, UNKNOWN_ERROR_MESSAGE)}`),
    });
  };

  const text = (field: TextField, label: string, extra: Record<string, string> = {}) => (
    <Input
      id={`${id}-${field}`}
      label={label}
      required
      value={draft[field]}
      error={errors[field]}
      onChange={(event) => change(field, event.target.value)}
      {...extra}
    />
  );

  return (
    <form noValidate onSubmit={send} aria-label="New convert form" className="flex flex-col gap-6">
      <div className="grid gap-5 sm:grid-cols-2">
        {text('firstName', 'First name', { autoComplete: 'given-name' })}
        {text('lastName', 'Last name', { autoComplete: 'family-name' })}
      </div>
      <div className="grid gap-5 sm:grid-cols-[8rem_1fr]">
        {text('areaCode', 'Area code', { inputMode: 'tel', placeholder: '+256' })}
        {text('phoneNumber', 'Phone number', { type: 'tel', autoComplete: 'tel-national' })}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {text('email', 'Email', { type: 'email', autoComplete: 'email' })}
        {text('country', 'Country', { autoComplete: 'country-name' })}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <YesNoField
          name={`${id}-whatsapp`}
          legend="Is this number on WhatsApp?"
          value={draft.whatsApp}
          onChange={(whatsApp) => setDraft((current) => ({ ...current, whatsApp }))}
        />
        <YesNoField
          name={`${id}-whatsapp-group`}
          legend="Would you like to join our WhatsApp group?"
          value={draft.whatsAppGroup}
          onChange={(whatsAppGroup) => setDraft((current) => ({ ...current, whatsAppGroup }))}
        />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-semibold text-ink-800">
          Which community would you like to join?
        </legend>
        <div className="mt-1.5 flex flex-wrap gap-x-8">
          {convertCommunities.map((community) => (
            <Checkbox
              key={community}
              id={`${id}-community-${community}`}
              label={communityNames[community]}
              checked={draft.community.includes(community)}
              onChange={(event) => toggleCommunity(community, event.target.checked)}
            />
          ))}
        </div>
      </fieldset>
      <Checkbox
        id={`${id}-agree`}
        label="I agree to be contacted by the Torch family"
        checked={draft.agree}
        onChange={(event) => {
          const agree = event.target.checked;
          setDraft((current) => ({ ...current, agree }));
        }}
      />
      <Button type="submit" size="lg" loading={submit.isPending} className="self-start">
        <Icon name="heart" />
        Submit
      </Button>
    </form>
  );
}
