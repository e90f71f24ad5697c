/** The church's settings as the page's colours and description take them. */
import type { ChurchSettings } from '@torch/contract';
import { i18next } from '../../../shared/i18n';

/**
 * The CSS variables the brand colour replaces: the ember that buttons and links are drawn in
 * (apps/web/src/index.css), and the darker step used for text and hover, mixed from it.
 */
export function brandColourVariables(colour: string): Record<string, string> {
  return {
    '--color-ember-600': colour,
    '--color-ember-700': `color-mix(in srgb, ${colour} 82%, black)`,
  };
}

/** index.html's description, "Torch: a community of faith spreading light & love.", per church. */
export function pageDescription(church: Pick<ChurchSettings, 'shortName' | 'tagline'>): string {
  const tagline = church.tagline.charAt(0).toLowerCase() + church.tagline.slice(1);
  return i18next.t('pageDescription', '{{shortName}}: a community of faith {{tagline}}.', {
    shortName: church.shortName,
    tagline: tagline.replace(/[.!]+$/, ''),
  });
}
