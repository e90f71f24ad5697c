import { Input } from '../../../shared/ui/input';
import type { ChurchForm } from '../hooks/use-church-form';
import { useTranslation } from 'react-i18next';

const socialNetworks = [
  ['facebook', 'Facebook'],
  ['instagram', 'Instagram'],
  ['youtube', 'YouTube'],
  ['x', 'X'],
] as const;

/** How to reach the church: where it is, its phone and e-mail, and (optionally) its pages. */
export function ContactFields({ form, full = true }: { form: ChurchForm; full?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Input
        label={t('address', 'Address')}
        autoComplete="street-address"
        {...form.field('address')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Input
          label={t('phoneLabel', 'Phone')}
          type="tel"
          autoComplete="tel"
          {...form.field('phone')}
        />
        <Input
          label={t('eMail', 'E-mail')}
          type="email"
          autoComplete="email"
          {...form.field('email')}
        />
      </div>
      {full && (
        <>
          <Input
            label={t('mapLink', 'Map link')}
            hint={t('mapLinkHint', 'A link to the church on a map, or empty')}
            inputMode="url"
            {...form.field('mapUrl')}
          />
          <fieldset className="grid gap-5 sm:grid-cols-2">
            <legend className="mb-3 text-sm font-semibold text-ink-800">
              {t('socialLinksEmptyToLeaveOneOut', 'Social links (empty to leave one out)')}
            </legend>
            {socialNetworks.map(([key, label]) => (
              <Input
                key={key}
                label={label}
                inputMode="url"
                placeholder="https://"
                {...form.field(`socialLinks.${key}`)}
              />
            ))}
          </fieldset>
        </>
      )}
    </>
  );
}
