import { toast } from 'react-toastify';
import { useContractForm } from '../../../shared/lib/use-contract-form';
import { Button } from '../../../shared/ui/button';
import { Icon } from '../../../shared/ui/icon';
import { Input } from '../../../shared/ui/input';
import {
  DEFAULT_AMOUNT,
  PRESET_AMOUNTS,
  displayCustomAmount,
  formatAmount,
  parseCustomAmount,
} from '../lib/amount';
import { giving } from '@torch/contract';
import { donationSchema } from '../lib/donation-schema';
import { ChoiceButton } from './choice-button';

export const PAYMENT_METHODS = giving.paymentMethods;
type PaymentMethod = (typeof PAYMENT_METHODS)[number];

interface DonationValues {
  preset: number | null;
  /** The digits of a custom amount; once typed, it wins over the preset. */
  custom: string;
  fullName: string;
  email: string;
  method: PaymentMethod | null;
}

const initialValues: DonationValues = {
  preset: DEFAULT_AMOUNT,
  custom: '',
  fullName: '',
  email: '',
  method: null,
};

/** A custom amount wins over the preset chosen before it. */
function amountOf(preset: number | null, custom: string): number {
  return custom ? Number(custom) : (preset ?? 0);
}

export const GIVING_COMING_SOON =
  'Online giving is coming soon. Thank you for your generous heart! Until then, please give at the Tuesday fellowship or contact the church office.';

/**
 * The donation form (docs/product.md#give): a preset or custom UGX amount, the giver's name and
 * e-mail and a mobile-money method. Payments arrive in a later release, so a valid form says so
 * plainly.
 */
export function DonationForm() {
  const form = useContractForm({
    schema: donationSchema,
    defaultValues: initialValues,
    toInput: ({ preset, custom, ...values }) => ({ ...values, amount: amountOf(preset, custom) }),
    fieldOf: { preset: 'amount', custom: 'amount' },
    // Payments arrive in a later release, so a valid form says so plainly.
    submit: () => {
      toast.info(GIVING_COMING_SOON, { toastId: 'giving-coming-soon' });
      return Promise.resolve();
    },
  });
  const id = form.id;
  const { preset, custom } = form.values;
  const amount = amountOf(preset, custom);
  const method = form.control('method');
  const customField = form.control('custom');

  const choosePreset = (value: number) => {
    form.setValue('preset', value);
    form.setValue('custom', '');
  };

  const typeCustom = (typed: string) => {
    const digits = parseCustomAmount(typed);
    if (digits === null) return;
    form.setValue('custom', digits);
    form.setValue('preset', digits ? null : DEFAULT_AMOUNT);
  };

  return (
    <form {...form.formProps} aria-label="Donation" className="flex flex-col gap-7">
      <fieldset>
        <legend className="text-sm font-semibold text-ink-800">Amount (UGX)</legend>
        <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {PRESET_AMOUNTS.map((value) => (
            <ChoiceButton
              key={value}
              selected={!custom && preset === value}
              onSelect={() => choosePreset(value)}
            >
              UGX {formatAmount(value)}
            </ChoiceButton>
          ))}
        </div>
        <div className="mt-4">
          <Input
            id={customField.id}
            label="Or enter a custom amount"
            inputMode="numeric"
            autoComplete="off"
            placeholder="e.g. 75,000"
            value={displayCustomAmount(custom)}
            error={customField.error}
            onChange={(event) => typeCustom(event.target.value)}
          />
        </div>
      </fieldset>

      <div className="grid gap-5 sm:grid-cols-2">
        <Input label="Full name" autoComplete="name" required {...form.field('fullName')} />
        <Input label="Email" type="email" autoComplete="email" required {...form.field('email')} />
      </div>

      <fieldset aria-describedby={method.error ? `${id}-method-error` : undefined}>
        <legend className="text-sm font-semibold text-ink-800">Payment method</legend>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {PAYMENT_METHODS.map((option) => (
            <ChoiceButton
              key={option}
              selected={method.value === option}
              onSelect={() => method.onChange(option)}
            >
              <Icon name="phone" className="size-4" />
              {option}
            </ChoiceButton>
          ))}
        </div>
        {method.error && (
          <p id={`${id}-method-error`} className="mt-1.5 text-sm font-medium text-red-700">
            {method.error}
          </p>
        )}
      </fieldset>

      <div>
        <Button type="submit" size="lg" fullWidth className="shadow-glow">
          <Icon name="heart" />
          Donate UGX {formatAmount(amount)}
        </Button>
        <p className="mt-3 flex items-center justify-center gap-2 text-sm text-ink-500">
          <Icon name="lock" className="size-4" />
          Your donation is secure and encrypted.
        </p>
      </div>
    </form>
  );
}
