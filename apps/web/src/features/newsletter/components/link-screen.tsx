import type { ReactNode } from 'react';
import { paths } from '../../../shared/config/paths';
import { ButtonLink } from '../../../shared/ui/button-link';
import { DocumentTitle } from '../../../shared/ui/document-title';
import { Icon, type IconName } from '../../../shared/ui/icon';
import { useTranslation } from 'react-i18next';

/** The page a newsletter mail's link opens: one card, one heading, what happened, a way on. */
export function LinkScreen({
  icon,
  title,
  children,
}: {
  icon: IconName;
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col items-center gap-5 px-5 py-16 text-center sm:py-24">
      <DocumentTitle title={title} />
      <span className="flex size-14 items-center justify-center rounded-full bg-ember-100 text-ember-700">
        <Icon name={icon} className="size-7" />
      </span>
      <h1 className="font-display text-3xl font-bold text-ink-900 sm:text-4xl">{title}</h1>
      <div className="flex flex-col items-center gap-4 text-lg text-ink-700" aria-live="polite">
        {children}
      </div>
      <ButtonLink to={paths.home} variant="ghost">
        {t('backToTheHomePage', 'Back to the home page')}
      </ButtonLink>
    </section>
  );
}
