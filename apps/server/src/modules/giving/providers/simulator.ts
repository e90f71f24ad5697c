/**
 * Test mode's network (docs/giving.md#test-mode): no money moves. An ordinary number is approved
 * a few seconds after the request; the documented test numbers fail or never answer.
 */
import type { PaymentLookup, PaymentProvider, PaymentState } from './types';

/** Test numbers, per network: the first has too little money, the second never answers. */
export const simulatorTestNumbers = {
  insufficientFunds: ['256770000001', '256700000001'],
  neverAnswers: ['256770000002', '256700000002'],
} as const;

export class SimulatedProvider implements PaymentProvider {
  constructor(
    private readonly approveAfterMs: number,
    private readonly now: () => Date,
  ) {}

  requestPayment(): Promise<void> {
    return Promise.resolve();
  }

  lookUp(payment: PaymentLookup): Promise<PaymentState> {
    const waited = this.now().getTime() - payment.requestedAt.getTime();
    if (
      simulatorTestNumbers.neverAnswers.includes(payment.phone as never) ||
      waited < this.approveAfterMs
    ) {
      return Promise.resolve({ state: 'pending' });
    }
    if (simulatorTestNumbers.insufficientFunds.includes(payment.phone as never)) {
      return Promise.resolve({
        state: 'failed',
        reason: 'There was not enough money on the mobile money account.',
      });
    }
    return Promise.resolve({ state: 'successful', transactionId: `TEST-${payment.reference}` });
  }
}
