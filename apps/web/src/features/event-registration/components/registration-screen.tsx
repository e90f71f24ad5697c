import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { useTranslation } from 'react-i18next';

/** The frame of the pages opened from a registration mail: a title, the answer, a way back. */
export function RegistrationScreen({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto w-full max-w-xl px-4 py-16 sm:py-24">
      <h1 className="text-3xl font-semibold sm:text-4xl">{title}</h1>
      <div className="mt-6 grid gap-5" aria-live="polite">
        {children}
      </div>
      <Link
        to={paths.events}
        className="mt-8 inline-block font-semibold text-ember-700 underline-offset-4 hover:underline"
      >
        {t('seeAllEvents', 'See all events')}
      </Link>
    </section>
  );
}
