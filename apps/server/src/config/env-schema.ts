/** Every environment variable the server reads, with its default and the message for a bad value. */
import { z } from 'zod';
import { checkCombinations } from './combinations';
import {
  booleanFromEnv,
  emergencyNumbers,
  helplines,
  originList,
  positiveInt,
  urlWithProtocols,
} from './env-values';

export const envFields = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], {
      error: 'must be development, production or test',
    })
    .default('development'),
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int({ error: 'must be a port number' })
    .min(0, { error: 'must be between 0 and 65535' })
    .max(65535, { error: 'must be between 0 and 65535' })
    .default(3000),
  HOST: z.string().min(1, { error: 'must not be empty' }).default('0.0.0.0'),
  DATA_DIR: z.string().min(1, { error: 'must not be empty' }).default('./data'),
  DATABASE_URL: urlWithProtocols(['postgres:', 'postgresql:']).optional(),
  REDIS_URL: urlWithProtocols(['redis:', 'rediss:']).optional(),
  JWT_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  CORS_ORIGINS: originList.default([]),
  ADMIN_EMAIL: z.email({ error: 'must be an e-mail address' }).optional(),
  ADMIN_PASSWORD: z.string().min(8, { error: 'must be at least 8 characters' }).optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  TRUST_PROXY: booleanFromEnv.default(false),
  AUTH_RATE_LIMIT_PER_IP: positiveInt.default(20),
  AUTH_RATE_LIMIT_PER_ACCOUNT: positiveInt.default(10),
  WEB_DIST_DIR: z.string().optional(),
  PUBLIC_FORM_RATE_LIMIT_PER_IP: positiveInt.default(5),
  UPLOAD_QUEUE_LIMIT: positiveInt.default(32),
  UPLOAD_MB_PER_HOUR: positiveInt.default(50),
  SEED_DEMO: booleanFromEnv.default(true),
  // Read only to warn that it is no longer used (the church settings hold the time zone).
  CHURCH_TIMEZONE: z.string().optional(),
  STORAGE_PROVIDER: z
    .enum(['local', 's3', 'cloudinary'], { error: 'must be local, s3 or cloudinary' })
    .default('local'),
  S3_ENDPOINT: urlWithProtocols(['http:', 'https:']).optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  AWS_SESSION_TOKEN: z.string().optional(),
  S3_PUBLIC_URL: urlWithProtocols(['http:', 'https:']).optional(),
  CLOUDINARY_CLOUD_NAME: z.string().optional(),
  CLOUDINARY_API_KEY: z.string().optional(),
  CLOUDINARY_API_SECRET: z.string().optional(),
  CLOUDINARY_UPLOAD_PRESET: z.string().optional(),
  CLOUDINARY_API_URL: urlWithProtocols(['http:', 'https:']).default('https://api.cloudinary.com'),
  AI_PROVIDER: z
    .enum(['builtin', 'gemini', 'openai'], { error: 'must be builtin, gemini or openai' })
    .default('builtin'),
  AI_MODEL: z.string().optional(),
  GEMINI_API_KEY: z.string().optional(),
  GEMINI_API_URL: urlWithProtocols(['http:', 'https:']).default(
    'https://generativelanguage.googleapis.com',
  ),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: urlWithProtocols(['http:', 'https:']).default('https://api.openai.com/v1'),
  AI_TIMEOUT_MS: positiveInt.default(30_000),
  AI_RATE_LIMIT_PER_IP: positiveInt.default(10),
  // Operator overrides of the church settings' numbers (docs/configuration.md#church-settings).
  CARE_EMERGENCY_NUMBERS: emergencyNumbers.optional(),
  CARE_HELPLINES: helplines.optional(),
  SMTP_URL: urlWithProtocols(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z
    .string()
    .regex(/^(?:[^<>@]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/, {
      error: 'must be an address, or a name and an address: Torch <hello@example.org>',
    })
    .default('Torch <no-reply@localhost>'),
  METRICS_TOKEN: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  /**
   * The site's address as the world reaches it: links in mails point to it, and the mobile
   * money networks call back to it.
   */
  PUBLIC_URL: urlWithProtocols(['http:', 'https:']).optional(),
  /** Web push (docs/configuration.md#web-push): unset, a key pair is made once in DATA_DIR. */
  VAPID_PUBLIC_KEY: z.base64url().length(87, { error: 'must be a VAPID public key' }).optional(),
  VAPID_PRIVATE_KEY: z.base64url().length(43, { error: 'must be a VAPID private key' }).optional(),
  /** Who push services may contact about this sender: a mailto: or https: address. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, { error: 'must start with mailto: or https://' })
    .optional(),
  /**
   * Tests only (docs/configuration.md#test-only-variables): push endpoints on loopback and
   * private addresses, on any port, are accepted, for the local fake push service. Refused in
   * production.
   */
  PUSH_ALLOW_PRIVATE_ENDPOINTS: booleanFromEnv.default(false),
  PAYMENTS_MODE: z.enum(['test', 'live'], { error: 'must be test or live' }).default('test'),
  MTN_MOMO_BASE_URL: urlWithProtocols(['http:', 'https:']).default('https://proxy.momoapi.mtn.com'),
  MTN_MOMO_API_USER: z.string().optional(),
  MTN_MOMO_API_KEY: z.string().optional(),
  MTN_MOMO_SUBSCRIPTION_KEY: z.string().optional(),
  MTN_MOMO_TARGET_ENVIRONMENT: z.string().min(1).default('mtnuganda'),
  AIRTEL_BASE_URL: urlWithProtocols(['http:', 'https:']).default('https://openapi.airtel.africa'),
  AIRTEL_CLIENT_ID: z.string().optional(),
  AIRTEL_CLIENT_SECRET: z.string().optional(),
  DONATION_MIN_UGX: positiveInt.default(500),
  DONATION_MAX_UGX: positiveInt.default(10_000_000),
  DONATION_EXPIRY_SECONDS: positiveInt.default(300),
  DONATION_RATE_LIMIT_PER_PHONE: positiveInt.default(5),
  PAYMENTS_POLL_INTERVAL_MS: positiveInt.default(5000),
  PAYMENTS_TIMEOUT_MS: positiveInt.default(15_000),
  PAYMENTS_TEST_APPROVE_AFTER_MS: positiveInt.default(4000),
});

export const envSchema = envFields.superRefine(checkCombinations);

export type Env = z.output<typeof envFields>;
