/**
 * The secrets a registration carries: the single-use confirmation token (only its hash is
 * kept), the cancel link's signature (an HMAC of the registration id, so every mail, reminders
 * too, can carry a working link without storing it), the ticket code and its QR image.
 */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import QRCode from 'qrcode';

export const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

export const newConfirmToken = () => randomBytes(32).toString('base64url');

// No 0/O or 1/I: the code is read aloud at the door as often as it is scanned.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** "TKT-7KQ4-M9XD-2HPA": 60 bits, enough that a code cannot be guessed. */
export function newTicketCode(): string {
  const group = () =>
    Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `TKT-${group()}-${group()}-${group()}`;
}

export class CancelLinks {
  constructor(private readonly secret: string) {}

  sign(registrationId: string): string {
    return createHmac('sha256', this.secret)
      .update(`event-registration-cancel:${registrationId}`)
      .digest('base64url');
  }

  verify(registrationId: string, token: string): boolean {
    const expected = Buffer.from(this.sign(registrationId));
    const given = Buffer.from(token);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}

/** The QR code of a ticket code, as a PNG a mail client and a phone both show. */
export function ticketQrPng(code: string): Promise<Buffer> {
  return QRCode.toBuffer(code, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 320 });
}
