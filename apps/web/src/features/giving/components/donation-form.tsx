import { emailSchema } from '@torch/contract';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
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
import { ChoiceButton } from './choice-button';

export const PAYMENT_METHODS = giving.paymentMethods;
type PaymentMethod = (typeof PAYMENT_METHODS)[number];

type Errors = Partial<Record<'amount' | 'fullName' | 'email' | 'method', string>>;

export const GIVING_COMING_SOON =
  'Online giving is coming soon. Thank you for your generous heart! Until then, please give at the Tuesday fellowship or contact the church office.';

/**
 * The donation form (docs/product.md#give): a preset or custom UGX amount, the giver's name and
 * e-mail and a mobile-money method. Payments arrive in a later release, so a valid form says so
 * plainly.
 */
export function DonationForm() {
  const id = useId();
  const [preset, setPreset] = useState<number | null>(DEFAULT_AMOUNT);
  const [custom, setCustom] = useState('');
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [errors, setErrors] = useState<Errors>({});

  const amount = custom ? Number(custom) : (preset ?? 0);

  const choosePreset = (value: number) => {
    setPreset(value);
    setCustom('');
    setErrors((current) => ({ ...current, amount: undefined }));
  };

  const typeCustom = (typed: string) => {
    const digits = parseCustomAmount(typed);
    if (digits === null) return;
    setCustom(digits);
    setPreset(digits ? null : DEFAULT_AMOUNT);
    setErrors((current) => ({ ...current, amount: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Errors = {};
    if (amount <= 0) found.amount = 'Choose or enter an amount';
    if (!fullName.trim()) found.fullName = 'Full name is required';
    const parsedEmail = emailSchema.safeParse(email);
    if (!parsedEmail.success) found.email = parsedEmail.error.issues[0]?.message;
    if (!method) found.method = 'Choose a payment method';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    toast.info(GIVING_COMING_SOON, { toastId: 'giving-coming-soon' });
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Donation" className="flex flex-col gap-7">
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
            id={`${id}-custom`}
            label="Or enter a custom amount"
            inputMode="numeric"
            autoComplete="off"
            placeholder="e.g. 75,000"
            value={displayCustomAmount(custom)}
            error={errors.amount}
            onChange={(event) => typeCustom(event.target.value)}
          />
        </div>
      </fieldset>

      <div className="grid gap-5 sm:grid-cols-2">
        <Input
          id={`${id}-name`}
          label="Full name"
          autoComplete="name"
          required
          value={fullName}
          error={errors.fullName}
          onChange={(event) => setFullName(event.target.value)}
        />
        <Input
          id={`${id}-email`}
          label="Email"
          type="email"
          autoComplete="email"
          required
          value={email}
          error={errors.email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>

      <fieldset aria-describedby={errors.method ? `${id}-method-error` : undefined}>
        <legend className="text-sm font-semibold text-ink-800">Payment method</legend>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {PAYMENT_METHODS.map((option) => (
            <ChoiceButton
              key={option}
              selected={method === option}
              onSelect={() => {
                setMethod(option);
                setErrors((current) => ({ ...current, method: undefined }));
              }}
            >
              <Icon name="phone" className="size-4" />
              {option}
            </ChoiceButton>
          ))}
        </div>
        {errors.method && (
          <p id={`${id}-method-error`} className="mt-1.5 text-sm font-medium text-red-700">
            {errors.method}
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
