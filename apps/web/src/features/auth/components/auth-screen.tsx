import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { BrandMark } from '../../../shared/ui/brand-mark';
import { DocumentTitle } from '../../../shared/ui/document-title';
import { useChurch } from '../../church';
import { useTranslation } from 'react-i18next';

export interface AuthScreenProps {
  title: string;
  subtitle: ReactNode;
  footer: ReactNode;
  children: ReactNode;
}

/**
 * The standalone sign-in and registration screens: a warm story panel beside the form, with the
 * church's name, tagline and mission from its settings.
 */
export function AuthScreen({ title, subtitle, footer, children }: AuthScreenProps) {
  const { t } = useTranslation();
  const church = useChurch();
  return (
    <div className="grid min-h-dvh bg-cream-50 lg:grid-cols-[1.05fr_1fr]">
      <DocumentTitle title={title} />
      <aside className="relative hidden overflow-hidden bg-ink-900 text-cream-50 lg:flex lg:flex-col lg:justify-between lg:p-12">
        <div
          aria-hidden="true"
          className="absolute -bottom-40 -left-24 size-[36rem] rounded-full bg-gradient-to-tr from-ember-600/70 via-ember-400/40 to-gold-300/30 glow"
        />
        <Link
          to={paths.home}
          className="relative inline-flex min-h-11 items-center self-start rounded-xl"
        >
          <BrandMark tone="light" showTagline name={church.shortName} tagline={church.tagline} />
        </Link>
        <div className="relative max-w-md">
          <p className="font-display text-4xl leading-tight font-medium">
            {t(
              'matthew514Quote',
              '“You are the light of the world. A town built on a hill cannot be hidden.”',
            )}
          </p>
          <p className="mt-4 text-sm font-semibold tracking-[0.2em] text-gold-300 uppercase">
            {t('matthew514', 'Matthew 5:14')}
          </p>
        </div>
        <p className="relative text-sm text-cream-200/80">{church.mission}</p>
      </aside>
      <main className="flex flex-col px-5 py-8 sm:px-10">
        <Link
          to={paths.home}
          className="inline-flex min-h-11 items-center self-start rounded-xl lg:hidden"
        >
          <BrandMark showTagline name={church.shortName} tagline={church.tagline} />
        </Link>
        <div className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center py-10">
          <h1 className="text-4xl font-semibold">{title}</h1>
          <p className="mt-2 text-ink-600">{subtitle}</p>
          <div className="mt-8">{children}</div>
          <div className="mt-8 text-center text-sm text-ink-600">{footer}</div>
        </div>
      </main>
    </div>
  );
}
