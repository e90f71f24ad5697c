import { Input } from '../../../shared/ui/input';
import { Textarea } from '../../../shared/ui/textarea';
import type { ChurchForm } from '../hooks/use-church-form';
import { BrandColourField } from './brand-colour-field';
import { useTranslation } from 'react-i18next';

/** Who the church is: its names, its line, its mission and its colour. */
export function IdentityFields({ form, full = true }: { form: ChurchForm; full?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Input
        label={t('churchName', 'Church name')}
        hint={t('churchNameHint', 'As it reads in mails and receipts')}
        {...form.field('name')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Input
          label={t('shortName', 'Short name')}
          hint={t('shortNameHint', 'In the header, footer and tab titles')}
          {...form.field('shortName')}
        />
        <Input label={t('tagline', 'Tagline')} {...form.field('tagline')} />
      </div>
      {full && (
        <>
          <Textarea label={t('mission', 'Mission')} rows={3} {...form.field('mission')} />
          <BrandColourField {...form.bind('brandColour')} />
          <div className="grid gap-5 sm:grid-cols-2">
            <Input
              label={t('logoAddress', 'Logo address')}
              hint={t('emptyForTorchsFlame', "Empty for Torch's flame")}
              inputMode="url"
              {...form.field('logoUrl')}
            />
            <Input
              label={t('faviconAddress', 'Favicon address')}
              hint={t('emptyForTorchsFlame', "Empty for Torch's flame")}
              inputMode="url"
              {...form.field('faviconUrl')}
            />
          </div>
        </>
      )}
    </>
  );
}
