import { useTranslation } from 'react-i18next';
import { useChurch } from '../../features/church';

/**
 * '© 2026 Torch. All rights reserved.': the footer's and the mobile menu's one line, with the
 * current year read in one place so the two never disagree.
 */
export function CopyrightLine({ className }: { className?: string }) {
  const { t } = useTranslation();
  const church = useChurch();
  return (
    <p className={className}>
      {t('yearShortnameAllRightsReserved', '© {{year}} {{shortName}}. All rights reserved.', {
        year: new Date().getFullYear(),
        shortName: church.shortName,
      })}
    </p>
  );
}
