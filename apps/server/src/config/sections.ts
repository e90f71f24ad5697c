/** The parts of the configuration built from several variables: storage, assistant, Cloudinary. */
import type { Env } from './env-schema';
import type { Config } from './types';

export function storageConfig(e: Env): Config['storage'] {
  return e.STORAGE_PROVIDER === 's3'
    ? {
        provider: 's3',
        endpoint: e.S3_ENDPOINT,
        region: e.S3_REGION,
        // Present: the combination checks refuse s3 without them.
        bucket: e.S3_BUCKET!,
        accessKeyId: e.S3_ACCESS_KEY_ID,
        secretAccessKey: e.S3_SECRET_ACCESS_KEY,
        sessionToken: e.AWS_SESSION_TOKEN,
        publicUrl: e.S3_PUBLIC_URL,
      }
    : { provider: e.STORAGE_PROVIDER };
}

export function assistantConfig(e: Env): Config['assistant'] {
  return {
    // A vendor without its key cannot answer: the built-in assistant does instead (and a
    // warning at start says so), so the widget never breaks over configuration.
    provider:
      (e.AI_PROVIDER === 'gemini' && !e.GEMINI_API_KEY) ||
      (e.AI_PROVIDER === 'openai' && !e.OPENAI_API_KEY && e.OPENAI_BASE_URL.includes('openai.com'))
        ? 'builtin'
        : e.AI_PROVIDER,
    requestedProvider: e.AI_PROVIDER,
    model: e.AI_MODEL,
    geminiApiKey: e.GEMINI_API_KEY,
    geminiApiUrl: e.GEMINI_API_URL,
    openaiApiKey: e.OPENAI_API_KEY,
    openaiBaseUrl: e.OPENAI_BASE_URL,
    timeoutMs: e.AI_TIMEOUT_MS,
    rateLimitPerIp: e.AI_RATE_LIMIT_PER_IP,
  };
}

export function cloudinaryConfig(e: Env): Config['cloudinary'] {
  return e.CLOUDINARY_CLOUD_NAME && e.CLOUDINARY_API_KEY && e.CLOUDINARY_API_SECRET
    ? {
        cloudName: e.CLOUDINARY_CLOUD_NAME,
        apiKey: e.CLOUDINARY_API_KEY,
        apiSecret: e.CLOUDINARY_API_SECRET,
        uploadPreset: e.CLOUDINARY_UPLOAD_PRESET,
        apiUrl: e.CLOUDINARY_API_URL,
      }
    : undefined;
}

export function paymentsConfig(e: Env): Config['payments'] {
  return {
    mode: e.PAYMENTS_MODE,
    publicUrl: e.PUBLIC_URL,
    mtn: {
      baseUrl: e.MTN_MOMO_BASE_URL,
      apiUser: e.MTN_MOMO_API_USER ?? '',
      apiKey: e.MTN_MOMO_API_KEY ?? '',
      subscriptionKey: e.MTN_MOMO_SUBSCRIPTION_KEY ?? '',
      targetEnvironment: e.MTN_MOMO_TARGET_ENVIRONMENT,
    },
    airtel: {
      baseUrl: e.AIRTEL_BASE_URL,
      clientId: e.AIRTEL_CLIENT_ID ?? '',
      clientSecret: e.AIRTEL_CLIENT_SECRET ?? '',
    },
    minUgx: e.DONATION_MIN_UGX,
    maxUgx: e.DONATION_MAX_UGX,
    expiryMs: e.DONATION_EXPIRY_SECONDS * 1000,
    perPhonePerHour: e.DONATION_RATE_LIMIT_PER_PHONE,
    pollIntervalMs: e.PAYMENTS_POLL_INTERVAL_MS,
    timeoutMs: e.PAYMENTS_TIMEOUT_MS,
    testApproveAfterMs: e.PAYMENTS_TEST_APPROVE_AFTER_MS,
  };
}
