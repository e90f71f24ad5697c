/** The church's own facts live in the contract, where the assistant reads them too. */
export { church } from '@torch/contract';

/** The phone number as a tel: link wants it, without spaces. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/\s+/g, '')}`;
}
