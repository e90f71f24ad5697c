import { i18next } from '../i18n';
/**
 * The Applications tab's name, with how many still wait for a decision: "Applications (2)".
 * The count is the server's (a page of Pending applications carries the total).
 */
export function applicationsTabLabel(pending = 0): string {
  return i18next.t('applicationsPending', 'Applications ({{pending}})', { pending });
}
