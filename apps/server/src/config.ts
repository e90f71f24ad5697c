/** Environment → typed, validated configuration. A wrong value stops the process with one clear line. */
import path from 'node:path';
import { z } from 'zod';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const urlWithProtocols = (protocols: string[]) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { error: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}` },
  );

const originList = z.string().transform((value, ctx) => {
  const origins: string[] = [];
  for (const item of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    try {
      const url = new URL(item);
      if (url.origin === 'null') throw new Error('opaque');
      origins.push(url.origin);
    } catch {
      ctx.addIssue({
        code: 'custom',
        message: `"${item}" is not an origin like https://example.org`,
      });
      return z.NEVER;
    }
  }
  return origins;
});

/** A number a phone can dial: digits, spaces, dashes and a leading +. */
const DIALABLE = /^\+?[0-9][0-9 -]{1,18}[0-9]$/;

const emergencyNumbers = z.string().transform((value, ctx) => {
  const numbers = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const wrong = numbers.find((number) => !DIALABLE.test(number));
  if (wrong !== undefined || numbers.length === 0) {
    ctx.addIssue({
      code: 'custom',
      message: `must list phone numbers separated by commas, like 999,112`,
    });
    return z.NEVER;
  }
  return numbers;
});

/** `Name=number;Name=number`, e.g. `Child helpline=116`. */
const helplines = z.string().transform((value, ctx) => {
  const lines: { name: string; number: string }[] = [];
  for (const entry of value
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [name = '', number = ''] = entry.split('=').map((part) => part.trim());
    if (!name || !DIALABLE.test(number)) {
      ctx.addIssue({
        code: 'custom',
        message: `"${entry}" is not a helpline like "Child helpline=116"`,
      });
      return z.NEVER;
    }
    lines.push({ name, number });
  }
  return lines;
});

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const positiveInt = z.coerce
  .number({ error: 'must be a whole number' })
  .int({ error: 'must be a whole number' })
  .positive({ error: 'must be greater than 0' });

const envSchema = z
  .object({
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
    CHURCH_TIMEZONE: z
      .string()
      .refine(isTimeZone, { error: 'must be an IANA time zone such as Africa/Kampala' })
      .default('Africa/Kampala'),
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
    CARE_EMERGENCY_NUMBERS: emergencyNumbers.default(['999', '112']),
    CARE_HELPLINES: helplines.default([]),
    METRICS_TOKEN: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message: 'is required when NODE_ENV=production',
      });
    }
    if (env.STORAGE_PROVIDER === 's3') {
      if (!env.S3_BUCKET)
        ctx.addIssue({
          code: 'custom',
          path: ['S3_BUCKET'],
          message: 'is required when STORAGE_PROVIDER=s3',
        });
      // Both keys, or neither: then the AWS SDK's default credential chain (a role, a profile).
      for (const [name, other] of [
        ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'],
        ['S3_SECRET_ACCESS_KEY', 'S3_ACCESS_KEY_ID'],
      ] as const) {
        if (!env[name] && env[other])
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: `must be set together with ${other}`,
          });
      }
    }
    if (env.STORAGE_PROVIDER === 'cloudinary') {
      for (const name of [
        'CLOUDINARY_CLOUD_NAME',
        'CLOUDINARY_API_KEY',
        'CLOUDINARY_API_SECRET',
      ] as const) {
        if (!env[name])
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: 'is required when STORAGE_PROVIDER=cloudinary',
          });
      }
    }
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'],
        message:
          'must be set together with ' + (env.ADMIN_EMAIL ? 'ADMIN_EMAIL' : 'ADMIN_PASSWORD'),
      });
    }
  });

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Undefined means: generate one and keep it in DATA_DIR (not allowed in production). */
  jwtSecret: string | undefined;
  corsOrigins: string[];
  admin: { email: string; password: string } | undefined;
  logLevel: string;
  trustProxy: boolean;
  authRateLimit: { perIp: number; perAccount: number };
  webDistDir: string;
  publicFormRateLimitPerIp: number;
  /** Images that may wait for the encoder at once, and each member's hourly bytes. */
  uploads: { queueLimit: number; bytesPerHour: number };
  seedDemo: boolean;
  /** "Today" for upcoming events is the church's today, not the server's. */
  churchTimeZone: string;
  storage:
    | { provider: 'local' }
    | {
        provider: 's3';
        endpoint: string | undefined;
        region: string;
        bucket: string;
        /** Unset (with the secret): the AWS SDK's default credential chain. */
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        sessionToken: string | undefined;
        publicUrl: string | undefined;
      }
    | { provider: 'cloudinary' };
  /** The assistant's AI service; `builtin` answers from the church's data with no network. */
  assistant: {
    provider: 'builtin' | 'gemini' | 'openai';
    /** The provider that was asked for, when it could not be used (no key): for the warning. */
    requestedProvider: 'builtin' | 'gemini' | 'openai';
    model: string | undefined;
    geminiApiKey: string | undefined;
    geminiApiUrl: string;
    openaiApiKey: string | undefined;
    openaiBaseUrl: string;
    timeoutMs: number;
    rateLimitPerIp: number;
  };
  /** Who the assistant's caring replies point to (docs/assistant.md). */
  care: CareContacts;
  /** Set when Cloudinary credentials are configured (signatures can be issued). */
  cloudinary:
    | {
        cloudName: string;
        apiKey: string;
        apiSecret: string;
        uploadPreset: string | undefined;
        apiUrl: string;
      }
    | undefined;
  /** Set: GET /metrics answers a scraper that sends it as a bearer token. Unset: no metrics. */
  metricsToken: string | undefined;
}

export interface CareContacts {
  /** Police and ambulance, dialled first in danger: 999 and 112 in Uganda. */
  emergencyNumbers: string[];
  /** Helplines the church trusts (child protection, mental health), named. */
  helplines: { name: string; number: string }[];
}

export class ConfigError extends Error {}

/** The built web app sits beside this package in the workspace. */
function defaultWebDistDir(): string {
  return path.resolve(import.meta.dirname, '../../web/dist');
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as it does in most deploy tools.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = issue ? String(issue.path[0] ?? 'environment') : 'environment';
    const given =
      issue && name in present && !/SECRET|PASSWORD|TOKEN/.test(name)
        ? ` (got "${present[name]}")`
        : '';
    throw new ConfigError(
      `Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}${given}`,
    );
  }
  const e = result.data;
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    jwtSecret: e.JWT_SECRET,
    corsOrigins: e.CORS_ORIGINS,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD }
        : undefined,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    authRateLimit: { perIp: e.AUTH_RATE_LIMIT_PER_IP, perAccount: e.AUTH_RATE_LIMIT_PER_ACCOUNT },
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : defaultWebDistDir(),
    publicFormRateLimitPerIp: e.PUBLIC_FORM_RATE_LIMIT_PER_IP,
    uploads: { queueLimit: e.UPLOAD_QUEUE_LIMIT, bytesPerHour: e.UPLOAD_MB_PER_HOUR * 1024 * 1024 },
    seedDemo: e.SEED_DEMO,
    churchTimeZone: e.CHURCH_TIMEZONE,
    storage:
      e.STORAGE_PROVIDER === 's3'
        ? {
            provider: 's3',
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            bucket: e.S3_BUCKET!,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            sessionToken: e.AWS_SESSION_TOKEN,
            publicUrl: e.S3_PUBLIC_URL,
          }
        : { provider: e.STORAGE_PROVIDER },
    assistant: {
      // A vendor without its key cannot answer: the built-in assistant does instead (and a
      // warning at start says so), so the widget never breaks over configuration.
      provider:
        (e.AI_PROVIDER === 'gemini' && !e.GEMINI_API_KEY) ||
        (e.AI_PROVIDER === 'openai' &&
          !e.OPENAI_API_KEY &&
          e.OPENAI_BASE_URL.includes('openai.com'))
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
    },
    care: { emergencyNumbers: e.CARE_EMERGENCY_NUMBERS, helplines: e.CARE_HELPLINES },
    cloudinary:
      e.CLOUDINARY_CLOUD_NAME && e.CLOUDINARY_API_KEY && e.CLOUDINARY_API_SECRET
        ? {
            cloudName: e.CLOUDINARY_CLOUD_NAME,
            apiKey: e.CLOUDINARY_API_KEY,
            apiSecret: e.CLOUDINARY_API_SECRET,
            uploadPreset: e.CLOUDINARY_UPLOAD_PRESET,
            apiUrl: e.CLOUDINARY_API_URL,
          }
        : undefined,
    metricsToken: e.METRICS_TOKEN,
  };
}

/** What is allowed but probably not meant: logged once at start. */
export function configWarnings(config: Config): string[] {
  const warnings: string[] = [];
  const { assistant } = config;
  if (assistant.requestedProvider !== assistant.provider)
    warnings.push(
      `AI_PROVIDER=${assistant.requestedProvider} has no API key: the built-in assistant answers instead`,
    );
  else if (config.nodeEnv === 'production' && assistant.provider === 'builtin')
    warnings.push(
      'The AI assistant is on without an AI key: the built-in assistant answers from the church data',
    );
  if (config.cloudinary && !config.cloudinary.uploadPreset)
    warnings.push('CLOUDINARY_CLOUD_NAME is set without CLOUDINARY_UPLOAD_PRESET');
  return warnings;
}
