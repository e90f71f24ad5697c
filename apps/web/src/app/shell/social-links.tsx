import type { ChurchSettings } from '@torch/contract';
import { useTranslation } from 'react-i18next';

const networks = [
  ['facebook', 'Facebook'],
  ['instagram', 'Instagram'],
  ['youtube', 'YouTube'],
  ['x', 'X'],
] as const;

/** The church's pages elsewhere, those it has set (docs/configuration.md#church-settings). */
export function SocialLinks({ links }: { links: ChurchSettings['socialLinks'] }) {
  const { t } = useTranslation();
  const set = networks.filter(([key]) => links[key] !== '');
  if (set.length === 0) return null;
  return (
    <ul className="mt-5 flex flex-wrap gap-x-5" aria-label={t('followUs', 'Follow us')}>
      {set.map(([key, label]) => (
        <li key={key}>
          <a
            href={links[key]}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center text-cream-200 underline-offset-4 transition-colors hover:text-gold-300 hover:underline sm:min-h-9"
          >
            {label}
          </a>
        </li>
      ))}
    </ul>
  );
}
