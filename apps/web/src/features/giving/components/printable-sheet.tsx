import type { ReactNode } from 'react';
import { Button } from '../../../shared/ui/button';
import { Icon } from '../../../shared/ui/icon';
import { useChurch } from '../../church';
import { useTranslation } from 'react-i18next';

/**
 * A receipt or a statement as it prints (docs/giving.md#receipts): the church's details at the
 * top, the document, and a Print button that stays off the paper. `data-printable` tells the
 * print stylesheet (index.css) to leave the site's shell out.
 */
export function PrintableSheet({
  title,
  subtitle,
  tools,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  /** Controls beside Print (a year picker), also left off the paper. */
  tools?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const church = useChurch();
  return (
    <div className="bg-cream-100/70 print:bg-white">
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-8 sm:py-14 print:max-w-none print:p-0">
        <div className="mb-5 flex flex-wrap items-end justify-between gap-3 print:hidden">
          {tools ?? <span />}
          <Button onClick={() => window.print()}>
            <Icon name="download" />
            {t('print', 'Print')}
          </Button>
        </div>
        <article
          data-printable
          className="rounded-3xl border border-ink-100 bg-white p-6 shadow-warm sm:p-10 print:rounded-none print:border-0 print:p-0 print:shadow-none"
        >
          <div className="flex flex-col gap-1 border-b border-ink-100 pb-5 sm:flex-row sm:items-start sm:justify-between">
            <div>
              <p className="font-display text-2xl font-semibold text-ember-700">
                {church.shortName}
              </p>
              <p className="text-sm text-ink-600">{church.address}</p>
            </div>
            <div className="text-sm text-ink-600 sm:text-right">
              <p>{church.email}</p>
              <p>{church.phone}</p>
            </div>
          </div>
          <h1 className="mt-6 text-3xl font-semibold">{title}</h1>
          {subtitle && <div className="mt-1 text-ink-600">{subtitle}</div>}
          <div className="mt-6">{children}</div>
          <p className="mt-8 border-t border-ink-100 pt-4 text-sm text-ink-500">
            {t(
              'thankYouForGivingToShortnameQuestionsWriteToEmail',
              'Thank you for giving to {{shortName}}. Questions? Write to {{email}}.',
              { shortName: church.shortName, email: church.email },
            )}
          </p>
        </article>
      </div>
    </div>
  );
}
