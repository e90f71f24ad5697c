import { convertCommunities, newConvertInputSchema } from '@torch/contract';
import { toast } from 'react-toastify';
import { unknownErrorMessage } from '../../../shared/api/http-client';
import { useContractForm } from '../../../shared/lib/use-contract-form';
import { Button } from '../../../shared/ui/button';
import { Checkbox } from '../../../shared/ui/checkbox';
import { Icon } from '../../../shared/ui/icon';
import { Input } from '../../../shared/ui/input';
import { useSubmitNewConvert } from '../api';
import { YesNoField } from './yes-no-field';
import { useTranslation } from 'react-i18next';
import { useChurch } from '../../church';

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

/** What each community is called on the form, as the church names them in Site Content. */
export type CommunityNames = Record<Community, string>;

/**
 * The new-convert form (docs/product.md#validation): six required fields; the choices are optional.
 */
export function NewConvertForm({ communityNames }: { communityNames: CommunityNames }) {
  const { t } = useTranslation();
  const { shortName } = useChurch();
  const submit = useSubmitNewConvert();
  const form = useContractForm({
    schema: newConvertInputSchema,
    defaultValues: empty,
    toInput: (draft: Draft) => ({ ...draft, agree: draft.agree ? 'yes' : undefined }),
    submit: (input) => submit.mutateAsync(input),
    resetOnSuccess: true,
    onSuccess: () =>
      toast.success(
        t('welcomeToTheFamilyExcited', "Welcome to the family! We're excited to walk with you."),
      ),
    toasts: {
      failure: t('submissionFailed', 'Submission failed'),
      fallback: unknownErrorMessage(),
    },
  });
  const id = form.id;
  const community = form.control('community');
  const whatsApp = form.control('whatsApp');
  const whatsAppGroup = form.control('whatsAppGroup');
  const toggleCommunity = (name: Community, checked: boolean) =>
    community.onChange(
      checked ? [...community.value, name] : community.value.filter((item) => item !== name),
    );

  const text = (field: TextField, label: string, extra: Record<string, string> = {}) => (
    <Input label={label} required {...form.field(field)} {...extra} />
  );

  return (
    <form
      {...form.formProps}
      aria-label={t('newConvertForm', 'New convert form')}
      className="flex flex-col gap-6"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {text('firstName', t('firstName', 'First name'), { autoComplete: 'given-name' })}
        {text('lastName', t('lastName', 'Last name'), { autoComplete: 'family-name' })}
      </div>
      <div className="grid gap-5 sm:grid-cols-[8rem_1fr]">
        {text('areaCode', t('areaCode', 'Area code'), { inputMode: 'tel', placeholder: '+256' })}
        {text('phoneNumber', t('phoneNumber', 'Phone number'), {
          type: 'tel',
          autoComplete: 'tel-national',
        })}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {text('email', t('email', 'Email'), { type: 'email', autoComplete: 'email' })}
        {text('country', t('country', 'Country'), { autoComplete: 'country-name' })}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <YesNoField
          name={`${id}-whatsapp`}
          legend={t('isThisNumberOnWhatsApp', 'Is this number on WhatsApp?')}
          value={whatsApp.value}
          onChange={whatsApp.onChange}
        />
        <YesNoField
          name={`${id}-whatsapp-group`}
          legend={t(
            'wouldYouLikeToJoinOurWhatsAppGroup',
            'Would you like to join our WhatsApp group?',
          )}
          value={whatsAppGroup.value}
          onChange={whatsAppGroup.onChange}
        />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-semibold text-ink-800">
          {t('whichCommunityWouldYouLikeToJoin', 'Which community would you like to join?')}
        </legend>
        <div className="mt-1.5 flex flex-wrap gap-x-8">
          {convertCommunities.map((name) => (
            <Checkbox
              key={name}
              id={`${id}-community-${name}`}
              label={communityNames[name]}
              checked={community.value.includes(name)}
              onChange={(event) => toggleCommunity(name, event.target.checked)}
            />
          ))}
        </div>
      </fieldset>
      <Checkbox
        label={t(
          'iAgreeToBeContactedByTheShortnameFamily',
          'I agree to be contacted by the {{shortName}} family',
          { shortName },
        )}
        {...form.checkbox('agree')}
      />
      <Button type="submit" size="lg" loading={form.submitting} className="self-start">
        <Icon name="heart" />
        {t('submit', 'Submit')}
      </Button>
    </form>
  );
}
