import { Input } from '../../../shared/ui/input';
import type { ChurchForm } from '../hooks/use-church-form';
import { ListEditor } from './list-editor';
import { useTranslation } from 'react-i18next';

/** How the Give page asks: the currency, the amounts offered, and the funds a gift goes to. */
export function GivingFields({ form }: { form: ChurchForm }) {
  const { t } = useTranslation();
  const presets = form.values.donationPresets ?? [];
  const funds = form.values.funds ?? [];
  return (
    <>
      <div className="sm:max-w-48">
        <Input
          label={t('currency', 'Currency')}
          hint={t('currencyHint', 'Three letters, such as UGX')}
          maxLength={3}
          {...form.field('currency')}
        />
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-semibold text-ink-800">
          {t('suggestedAmounts', 'Suggested amounts')}
        </legend>
        <ListEditor
          addLabel={t('addAmount', 'Add amount')}
          removeLabel={(index) => t('removeAmountN', 'Remove amount {{n}}', { n: index + 1 })}
          items={presets}
          onChange={(items) => form.setValue('donationPresets', items)}
          compact
          blank={0}
          max={8}
          error={form.errorOf('donationPresets')}
          renderItem={(amount, index) => (
            <Input
              label={t('amountN', 'Amount {{n}}', { n: index + 1 })}
              inputMode="numeric"
              id={`${form.id}-donationPresets.${index}`}
              error={form.errorOf(`donationPresets.${index}`)}
              value={amount ? String(amount) : ''}
              onChange={(event) => {
                const digits = event.target.value.replace(/\D/g, '');
                form.setValue(`donationPresets.${index}`, digits ? Number(digits) : 0);
              }}
            />
          )}
        />
      </fieldset>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-semibold text-ink-800">{t('funds', 'Funds')}</legend>
        <ListEditor
          addLabel={t('addFund', 'Add fund')}
          removeLabel={(index) => t('removeFundN', 'Remove fund {{n}}', { n: index + 1 })}
          items={funds}
          onChange={(items) => form.setValue('funds', items)}
          compact
          blank=""
          max={12}
          error={form.errorOf('funds')}
          renderItem={(fund, index) => (
            <Input
              label={t('fundN', 'Fund {{n}}', { n: index + 1 })}
              id={`${form.id}-funds.${index}`}
              error={form.errorOf(`funds.${index}`)}
              value={fund}
              onChange={(event) => form.setValue(`funds.${index}`, event.target.value)}
            />
          )}
        />
      </fieldset>
    </>
  );
}
