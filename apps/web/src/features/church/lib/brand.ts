/** The church's settings as the page's colours and description take them. */
import type { ChurchSettings } from '@torch/contract';
import { i18next } from '../../../shared/i18n';

/** The CSS variables the brand colour replaces, one list with the server's first screen. */
export { brandColourVariables } from '@torch/contract';

/** index.html's description, "Torch: a community of faith spreading light & love.", per church. */
export function pageDescription(church: Pick<ChurchSettings, 'shortName' | 'tagline'>): string {
  const tagline = church.tagline.charAt(0).toLowerCase() + church.tagline.slice(1);
  return i18next.t('pageDescription', '{{shortName}}: a community of faith {{tagline}}.', {
    shortName: church.shortName,
    tagline: tagline.replace(/[.!]+$/, ''),
  });
}
