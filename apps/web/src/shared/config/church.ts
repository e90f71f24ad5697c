/** The phone number as a tel: link wants it, without spaces. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/\s+/g, '')}`;
}
