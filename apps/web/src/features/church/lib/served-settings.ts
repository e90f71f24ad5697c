/**
 * The church's settings as the server wrote them into this page, when they differ from the
 * build's (docs/decisions/040-church-settings-everywhere.md): the app starts from them, so its
 * first render says what the page already shows. Null on a page served with the defaults.
 */
import type { ChurchSettingsRead } from '@torch/contract';

export const SERVED_SETTINGS_META = 'meta[name="torch-church"]';

export function servedChurchSettings(): ChurchSettingsRead | null {
  // The build's pre-render has no page to read: it writes the defaults.
  if (typeof document === 'undefined') return null;
  const content = document.querySelector(SERVED_SETTINGS_META)?.getAttribute('content');
  if (!content) return null;
  try {
    return { ...(JSON.parse(content) as ChurchSettingsRead), configured: true };
  } catch {
    return null;
  }
}
