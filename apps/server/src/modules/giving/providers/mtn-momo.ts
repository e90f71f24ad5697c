/**
 * MTN MoMo Collection, as MTN's developer portal publishes it: a token from
 * /collection/token/, then requesttopay and its status by our X-Reference-Id
 * (docs/giving.md#mtn-momo).
 */
import type { PaymentsConfig } from '../../../config';
import { callProvider, callWithToken, isRecord, issuedToken, TokenCache } from './http';
import {
  type PaymentLookup,
  PaymentRefused,
  type PaymentProvider,
  type PaymentRequest,
  type PaymentState,
  PaymentUncertain,
} from './types';

/** MTN's failure reasons, in words a giver can act on. */
const reasons: Record<string, string> = {
  NOT_ENOUGH_FUNDS: 'There was not enough money on the mobile money account.',
  PAYER_NOT_FOUND: 'This number has no MTN Mobile Money account.',
  APPROVAL_REJECTED: 'The payment was declined on the phone.',
  EXPIRED: 'The payment was not approved on the phone in time.',
  PAYER_LIMIT_REACHED: "The mobile money account's limit was reached.",
};

export class MtnMomoProvider implements PaymentProvider {
  private readonly tokens: TokenCache;

  constructor(
    private readonly config: PaymentsConfig['mtn'],
    private readonly timeoutMs: number,
    /** Where MTN should tell us a payment changed; unset: we only ask. */
    private readonly callbackUrl: string | undefined,
  ) {
    this.tokens = new TokenCache(() => this.issueToken());
  }

  async requestPayment(request: PaymentRequest): Promise<void> {
    const response = await this.authorised(`/collection/v1_0/requesttopay`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Reference-Id': request.reference,
        ...(this.callbackUrl ? { 'X-Callback-Url': this.callbackUrl } : {}),
      },
      body: JSON.stringify({
        amount: String(request.amount),
        currency: 'UGX',
        externalId: request.reference,
        payer: { partyIdType: 'MSISDN', partyId: request.phone },
        payerMessage: request.payerMessage,
        payeeNote: request.payerMessage,
      }),
    });
    // 409: MTN already holds this reference, as a retry of a lost answer expects.
    if (response.status === 202 || response.status === 409) return;
    if (response.retried) throw new PaymentUncertain(`requesttopay: ${response.status}`);
    throw new PaymentRefused(`MTN refused the request (${response.status})`);
  }

  async lookUp(payment: PaymentLookup): Promise<PaymentState> {
    const response = await this.authorised(
      `/collection/v1_0/requesttopay/${encodeURIComponent(payment.reference)}`,
      { method: 'GET' },
    );
    // Not there (yet): the request may never have arrived; expiry decides.
    if (response.status === 404) return { state: 'pending' };
    if (response.status !== 200 || !isRecord(response.body)) {
      throw new PaymentUncertain(`requesttopay status: ${response.status}`);
    }
    const { status, reason, financialTransactionId, amount, currency, payer } = response.body;
    if (status === 'SUCCESSFUL') {
      return {
        state: 'successful',
        transactionId: typeof financialTransactionId === 'string' ? financialTransactionId : null,
        paid: {
          // MTN writes the amount as a string ("25000").
          amount:
            typeof amount === 'string' && /^\d+(\.0+)?$/.test(amount) ? Number(amount) : undefined,
          currency: typeof currency === 'string' ? currency : undefined,
          payer: isRecord(payer) && typeof payer.partyId === 'string' ? payer.partyId : undefined,
        },
      };
    }
    if (status === 'FAILED') return { state: 'failed', reason: describeReason(reason) };
    return { state: 'pending' };
  }

  private authorised(path: string, init: RequestInit) {
    return callWithToken(
      this.tokens,
      `${this.config.baseUrl}${path}`,
      init,
      {
        'X-Target-Environment': this.config.targetEnvironment,
        'Ocp-Apim-Subscription-Key': this.config.subscriptionKey,
      },
      this.timeoutMs,
    );
  }

  private async issueToken() {
    const basic = Buffer.from(`${this.config.apiUser}:${this.config.apiKey}`).toString('base64');
    const response = await callProvider(
      `${this.config.baseUrl}/collection/token/`,
      {
        method: 'POST',
        headers: {
          Authorization: `Basic ${basic}`,
          'Ocp-Apim-Subscription-Key': this.config.subscriptionKey,
        },
      },
      this.timeoutMs,
    );
    return issuedToken(response, 'MTN');
  }
}

function describeReason(reason: unknown): string {
  const code = isRecord(reason) ? reason.code : reason;
  return (typeof code === 'string' && reasons[code]) || 'MTN Mobile Money declined the payment.';
}
