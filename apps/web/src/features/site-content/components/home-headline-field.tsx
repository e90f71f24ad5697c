import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '../../../shared/ui/input';
import type { HomeHeadline } from '../hooks/use-home-headline';
import { HeroPreview } from './section-preview';

/** The home page's headline, beside how the page's first screen will show it. */
export function HomeHeadlineField({
  headline,
  subtitle,
}: {
  headline: HomeHeadline;
  subtitle?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="grid gap-5 lg:grid-cols-2 lg:items-start">
      <Input
        id={id}
        label={t('homeHeadline', 'Home page headline')}
        hint={t(
          'homeHeadlineHint',
          'The first words on your home page; all its texts are in Site content',
        )}
        value={headline.value}
        onChange={(event) => headline.setValue(event.target.value)}
        error={headline.error}
      />
      <HeroPreview title={headline.value} text={subtitle} />
    </div>
  );
}
