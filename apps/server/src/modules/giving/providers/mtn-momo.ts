/**
 * MTN MoMo Collection, as MTN's developer portal publishes it: a token from
 * /collection/token/, then requesttopay and its status by our X-Reference-Id
 * (docs/giving.md#mtn-momo).
 */
import type { PaymentsConfig } from '../../../config';
import { callProvider, isRecord, TokenCache } from './http';
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
    const { status, reason, financialTransactionId } = response.body;
    if (status === 'SUCCESSFUL') {
      return {
        state: 'successful',
        transactionId: typeof financialTransactionId === 'string' ? financialTransactionId : null,
      };
    }
    if (status === 'FAILED') return { state: 'failed', reason: describeReason(reason) };
    return { state: 'pending' };
  }

  private async authorised(path: string, init: RequestInit) {
    const send = async () =>
      callProvider(
        `${this.config.baseUrl}${path}`,
        {
          ...init,
          headers: {
            ...(init.headers as Record<string, string>),
            Authorization: `Bearer ${await this.tokens.get()}`,
            'X-Target-Environment': this.config.targetEnvironment,
            'Ocp-Apim-Subscription-Key': this.config.subscriptionKey,
          },
        },
        this.timeoutMs,
      );
    const response = await send();
    if (response.status !== 401) return response;
    this.tokens.forget();
    return send();
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
    const body = response.body;
    if (response.status !== 200 || !isRecord(body) || typeof body.access_token !== 'string') {
      throw new PaymentUncertain(`MTN token: ${response.status}`);
    }
    return { accessToken: body.access_token, expiresInSeconds: Number(body.expires_in) || 0 };
  }
}

function describeReason(reason: unknown): string {
  const code = isRecord(reason) ? reason.code : reason;
  return (typeof code === 'string' && reasons[code]) || 'MTN Mobile Money declined the payment.';
}
