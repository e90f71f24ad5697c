/**
 * What every mobile money network does for a gift, behind one interface: ask the giver's phone
 * to approve a payment, and say where that payment stands (docs/giving.md).
 */
export interface PaymentRequest {
  /** Our id for the payment, sent as the network's own reference: a retry names the same one. */
  reference: string;
  amount: number;
  /** 256 and nine digits. */
  phone: string;
  /** What the giver reads on the prompt. */
  payerMessage: string;
}

export interface PaymentLookup {
  reference: string;
  phone: string;
  /** When the payment was asked for (the simulator decides by it). */
  requestedAt: Date;
}

/**
 * What the network says was paid, from its own status answer, to compare with the gift before
 * it is credited. A network whose status answer carries none of it (Airtel) leaves it out.
 */
export interface PaidDetails {
  amount: number | undefined;
  currency: string | undefined;
  /** The payer's number, 256 and nine digits. */
  payer: string | undefined;
}

export type PaymentState =
  | { state: 'pending' }
  | { state: 'successful'; transactionId: string | null; paid?: PaidDetails }
  | { state: 'failed'; reason: string };

export interface PaymentProvider {
  /**
   * Resolves once the network has the request, or once it may have it (a timeout after retries
   * throws PaymentUncertain); throws PaymentRefused when it certainly will not charge.
   */
  requestPayment(request: PaymentRequest): Promise<void>;
  /** The network's own answer; only this decides a gift's final state. */
  lookUp(payment: PaymentLookup): Promise<PaymentState>;
}

/** The network said no to the request itself: nothing will be charged. */
export class PaymentRefused extends Error {}

/** No clear answer (timeouts, server errors): the status lookup decides later. */
export class PaymentUncertain extends Error {}
