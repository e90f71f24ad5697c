import { normaliseUgandaPhone, type DonationCreated, type PaymentNetwork } from '@torch/contract';
import { ApiError } from '../../../shared/api/api-error';
import { useEffect, useRef, useState } from 'react';
import { useContractForm } from '../../../shared/lib/use-contract-form';
import { useOnline } from '../../../shared/lib/use-online';
import { Button } from '../../../shared/ui/button';
import { Icon } from '../../../shared/ui/icon';
import { Input } from '../../../shared/ui/input';
import { useAuth } from '../../auth';
import { useChurch } from '../../church';
import { formatMoney } from '../../../shared/lib/format-number';
import { DEFAULT_AMOUNT, displayCustomAmount, parseCustomAmount } from '../lib/amount';
import { useGive, useGivingConfig } from '../api';
import { donationSchema } from '../lib/donation-schema';
import { networkName, networks, useFundOptions } from '../lib/gift-labels';
import { ChoiceButton } from './choice-button';
import { DonationProgress } from './donation-progress';
import { useTranslation } from 'react-i18next';

interface DonationValues {
  preset: number | null;
  /** The digits of a custom amount; once typed, it wins over the preset. */
  custom: string;
  /** A fund's id (docs/giving.md#funds). */
  fund: string;
  fullName: string;
  email: string;
  phone: string;
  method: PaymentNetwork | null;
}

const initialValues: Omit<DonationValues, 'preset' | 'fund'> = {
  custom: '',
  fullName: '',
  email: '',
  phone: '',
  method: null,
};

/** A custom amount wins over the preset chosen before it. */
function amountOf(preset: number | null, custom: string): number {
  return custom ? Number(custom) : (preset ?? 0);
}

/** One key per gift: a resend of the same gift (a double tap, a retry) never charges twice. */
const newGiftKey = () => crypto.randomUUID();

/**
 * Why the last Donate did not reach the server: the browser was offline, or it believed it was
 * online but the request found no way through (weak signal). An answer from the server is not
 * one of these: it is a refusal with its own words.
 */
type NotSent = 'offline' | 'unreachable' | null;

/**
 * The donation form (docs/product.md#give, docs/giving.md): a preset or custom UGX amount, the
 * fund, the giver's name, e-mail and mobile money number and network. Donate asks the network to
 * prompt the phone; the form then gives way to the gift's progress.
 */
export function DonationForm() {
  const { t } = useTranslation();
  const [giftKey, setGiftKey] = useState(newGiftKey);
  /** The gift the current key was last sent with. */
  const keyUsedFor = useRef<string | null>(null);
  const [sent, setSent] = useState<{ gift: DonationCreated; phone: string } | null>(null);
  const progress = useRef<HTMLDivElement>(null);
  // On a phone the shorter view would leave the giver looking at the footer: bring it to them.
  useEffect(() => {
    if (!sent) return;
    progress.current?.focus({ preventScroll: true });
    progress.current?.scrollIntoView?.({ block: 'center' });
  }, [sent]);
  const give = useGive();
  const online = useOnline();
  const [notSent, setNotSent] = useState<NotSent>(null);
  const config = useGivingConfig();
  // The amounts and currency the church set (docs/configuration.md#church-settings).
  const { donationPresets: presets, currency } = useChurch();
  const startAmount = presets.includes(DEFAULT_AMOUNT) ? DEFAULT_AMOUNT : (presets[0] ?? null);
  const funds = useFundOptions();
  // A signed-in member gives under their own name and address (docs/giving.md), still editable.
  const { user } = useAuth();
  const form = useContractForm({
    schema: donationSchema,
    defaultValues: {
      ...initialValues,
      fullName: user?.fullName ?? '',
      email: user?.email ?? '',
      preset: startAmount,
      fund: funds[0]?.value ?? '',
    },
    toInput: ({ preset, custom, ...values }) => ({ ...values, amount: amountOf(preset, custom) }),
    fieldOf: { preset: 'amount', custom: 'amount' },
    submit: async (input) => {
      // Nothing is sent offline, and the form keeps what was typed for when the network is
      // back (docs/giving.md#giving-without-signal).
      if (!navigator.onLine) {
        setNotSent('offline');
        return;
      }
      setNotSent(null);
      // A resend of the same gift keeps its key (a lost answer is answered with the same gift);
      // a changed gift is a new one, which the server would refuse under the old key (409).
      // The number is compared as the server compares it, normalised: `0772 123456` re-spaced
      // is the same gift, and a new key for it could charge twice (the schema's output is
      // normalised already; this keeps the comparison from depending on it).
      const phone = normaliseUgandaPhone(input.phone) ?? input.phone;
      const details = JSON.stringify([input.amount, input.fund, input.method, phone]);
      let idempotencyKey = giftKey;
      if (keyUsedFor.current !== null && keyUsedFor.current !== details) {
        idempotencyKey = newGiftKey();
        setGiftKey(idempotencyKey);
      }
      keyUsedFor.current = details;
      try {
        const gift = await give.mutateAsync({ ...input, idempotencyKey });
        setSent({ gift, phone: form.values.phone });
      } catch (error) {
        // No answer at all (fetch itself failed): said beside Donate, not as a passing toast.
        // The key is kept, so if the gift did reach the server, pressing Donate again answers
        // that same gift rather than charging twice.
        if (!(error instanceof ApiError)) {
          setNotSent(navigator.onLine ? 'unreachable' : 'offline');
          return;
        }
        // The server holds this key for another gift: the next Donate is a new gift.
        if (error instanceof ApiError && error.status === 409) {
          setGiftKey(newGiftKey());
          keyUsedFor.current = null;
        }
        throw error;
      }
    },
    toasts: {
      failure: t('yourGiftWasNotSent', 'Your gift was not sent'),
      fallback: t('pleaseTryAgainFull', 'Please try again.'),
    },
  });
  // Sign-in may be known only after the form is drawn: fill what the giver has not typed yet.
  const memberName = user?.fullName ?? '';
  const memberEmail = user?.email ?? '';
  useEffect(() => {
    if (memberName && !form.form.getValues('fullName')) form.setValue('fullName', memberName);
    if (memberEmail && !form.form.getValues('email')) form.setValue('email', memberEmail);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a newly known member fills in
  }, [memberName, memberEmail]);
  const id = form.id;
  const { preset, custom } = form.values;
  const amount = amountOf(preset, custom);
  const method = form.control('method');
  const customField = form.control('custom');

  // The settings can change while the form is open (they arrive after the first paint, and a
  // saved change follows): a fund no longer offered gives way to the first one.
  const chosenFund = form.values.fund;
  const firstFund = funds[0]?.value ?? '';
  const fundOffered = funds.some((option) => option.value === chosenFund);
  useEffect(() => {
    if (!fundOffered && firstFund) form.setValue('fund', firstFund);
  }, [fundOffered, firstFund, form]);

  const choosePreset = (value: number) => {
    form.setValue('preset', value);
    form.setValue('custom', '');
  };

  const typeCustom = (typed: string) => {
    const digits = parseCustomAmount(typed);
    if (digits === null) return;
    form.setValue('custom', digits);
    form.setValue('preset', digits ? null : startAmount);
  };

  const testMode = config.data?.mode === 'test' && (
    <p
      role="note"
      className="rounded-lg bg-amber-100 px-4 py-3 text-sm font-semibold text-amber-900"
    >
      {t('testModeNoMoneyMoves', 'Test mode: no money moves.')}
    </p>
  );

  if (sent) {
    return (
      <div ref={progress} tabIndex={-1} className="flex flex-col gap-6 outline-none">
        {testMode}
        <DonationProgress
          gift={sent.gift}
          phone={sent.phone}
          onTryAgain={() => {
            setSent(null);
            setGiftKey(newGiftKey());
            keyUsedFor.current = null;
          }}
        />
      </div>
    );
  }

  return (
    <form
      {...form.formProps}
      aria-label={t('donation', 'Donation')}
      className="flex flex-col gap-7"
    >
      {testMode}
      <fieldset>
        <legend className="text-sm font-semibold text-ink-800">
          {t('amountCurrency', 'Amount ({{currency}})', { currency })}
        </legend>
        <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {presets.map((value) => (
            <ChoiceButton
              key={value}
              selected={!custom && preset === value}
              onSelect={() => choosePreset(value)}
            >
              {formatMoney(value, currency)}
            </ChoiceButton>
          ))}
        </div>
        <div className="mt-4">
          <Input
            id={customField.id}
            label={t('orEnterACustomAmount', 'Or enter a custom amount')}
            inputMode="numeric"
            autoComplete="off"
            placeholder={t('customAmountExample', 'e.g. 75,000')}
            value={displayCustomAmount(custom)}
            error={customField.error}
            onChange={(event) => typeCustom(event.target.value)}
          />
        </div>
      </fieldset>

      <fieldset>
        <legend className="text-sm font-semibold text-ink-800">
          {t('giveTowards', 'Give towards')}
        </legend>
        <div className="mt-3 grid gap-3 sm:grid-cols-3">
          {funds.map((option) => (
            <ChoiceButton
              key={option.value}
              selected={chosenFund === option.value}
              onSelect={() => form.setValue('fund', option.value)}
            >
              {option.label}
            </ChoiceButton>
          ))}
        </div>
      </fieldset>

      <div className="grid gap-5 sm:grid-cols-2">
        <Input
          label={t('fullNameLabel', 'Full name')}
          autoComplete="name"
          required
          {...form.field('fullName')}
        />
        <Input
          label={t('email', 'Email')}
          type="email"
          autoComplete="email"
          required
          {...form.field('email')}
        />
      </div>

      <fieldset aria-describedby={method.error ? `${id}-method-error` : undefined}>
        <legend className="text-sm font-semibold text-ink-800">
          {t('paymentMethod', 'Payment method')}
        </legend>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {networks.map((option) => (
            <ChoiceButton
              key={option}
              selected={method.value === option}
              onSelect={() => method.onChange(option)}
            >
              <Icon name="phone" className="size-4" />
              {networkName(option)}
            </ChoiceButton>
          ))}
        </div>
        {method.error && (
          <p id={`${id}-method-error`} className="mt-1.5 text-sm font-medium text-red-700">
            {method.error}
          </p>
        )}
      </fieldset>

      <Input
        label={t('mobileMoneyNumber', 'Mobile money number')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={t('mobileMoneyNumberExample', 'e.g. 0772 123456')}
        required
        {...form.field('phone')}
      />

      <div>
        {notSent && <NotSentNote reason={notSent} online={online} />}
        <Button
          type="submit"
          size="lg"
          fullWidth
          className="shadow-glow"
          // Offline after a gift was not sent: usable again as soon as the network is back.
          disabled={form.submitting || (notSent === 'offline' && !online)}
        >
          <Icon name="heart" />
          {t('donateAmount', 'Donate {{amount}}', { amount: formatMoney(amount, currency) })}
        </Button>
        <p className="mt-3 flex items-center justify-center gap-2 text-sm text-ink-500">
          <Icon name="lock" className="size-4" />
          {t('yourDonationIsSecureAndEncrypted', 'Your donation is secure and encrypted.')}
        </p>
      </div>
    </form>
  );
}

/** What became of a Donate that never reached the server, and what to do now. */
function NotSentNote({ reason, online }: { reason: 'offline' | 'unreachable'; online: boolean }) {
  const { t } = useTranslation();
  if (!online) {
    return (
      <div role="alert" className="mb-4 rounded-2xl bg-amber-100 px-4 py-3 text-amber-950">
        <p className="flex items-center gap-2 font-semibold">
          <Icon name="alert" className="size-5 shrink-0" />
          {t('youreOfflineGiftNotSent', "You're offline: your gift has not been sent.")}
        </p>
        <p className="mt-1 text-sm">
          {t(
            'donateWorksAgainOnline',
            "Donate works again when you're back online. What you typed stays here.",
          )}
        </p>
      </div>
    );
  }
  if (reason === 'offline') {
    return (
      <p role="status" className="mb-4 rounded-2xl bg-emerald-50 px-4 py-3 text-emerald-900">
        {t(
          'backOnlineGiftNotSentYet',
          "You're back online. Your gift has not been sent yet: press Donate to send it.",
        )}
      </p>
    );
  }
  return (
    <div role="alert" className="mb-4 rounded-2xl bg-amber-100 px-4 py-3 text-amber-950">
      <p className="flex items-center gap-2 font-semibold">
        <Icon name="alert" className="size-5 shrink-0" />
        {t(
          'giftNotSentNoConnection',
          'Your gift has not been sent: the server could not be reached.',
        )}
      </p>
      <p className="mt-1 text-sm">
        {t(
          'checkSignalPressDonateAgain',
          'Check your signal and press Donate again: if nothing is changed it is the same gift, never charged twice.',
        )}
      </p>
    </div>
  );
}
