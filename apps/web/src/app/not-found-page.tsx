import { useLocation } from 'react-router';
import { paths } from '../shared/config/paths';
import { ButtonLink } from '../shared/ui/button-link';
import { DocumentTitle } from '../shared/ui/document-title';
import { Icon } from '../shared/ui/icon';
import { Trans, useTranslation } from 'react-i18next';

/** An address that leads nowhere: say so kindly and offer the way home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <section className="relative isolate flex min-h-[70dvh] items-center overflow-hidden bg-cream-100">
      <DocumentTitle title={t('pageNotFound', 'Page not found')} />
      <div
        aria-hidden="true"
        className="absolute top-10 left-1/2 -z-10 size-[30rem] -translate-x-1/2 rounded-full bg-gradient-to-b from-gold-300/40 to-ember-300/20 glow"
      />
      <div className="mx-auto max-w-xl px-5 py-20 text-center">
        <p className="font-display text-8xl font-semibold text-ember-600">404</p>
        <h1 className="mt-4 text-3xl font-semibold sm:text-4xl">
          {t('thisPageHasWanderedOff', 'This page has wandered off')}
        </h1>
        <p className="mt-4 text-lg text-ink-600">
          <Trans
            i18nKey="weCouldntFindPathname"
            defaults="We couldn’t find <0>{{pathname}}</0>. It may have moved, or the link may be mistyped. Let’s get you back to the light."
            values={{ pathname }}
            components={[<code className="rounded bg-white px-1.5 py-0.5 text-base" />]}
          />
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to={paths.home} size="lg">
            <Icon name="home" />
            {t('backToHome', 'Back to Home')}
          </ButtonLink>
          <ButtonLink to={paths.contact} size="lg" variant="outline">
            {t('contactUs', 'Contact Us')}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
