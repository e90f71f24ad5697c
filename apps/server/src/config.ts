/** Environment → typed, validated configuration. A wrong value stops the process with one clear line. */
import path from 'node:path';
import { envSchema } from './config/env-schema';
import {
  assistantConfig,
  cloudinaryConfig,
  paymentsConfig,
  storageConfig,
} from './config/sections';
import type { Config } from './config/types';

export type { CareContacts, Config, PaymentsConfig } from './config/types';
export { configWarnings } from './config/warnings';

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
      issue && name in present && !/SECRET|PASSWORD|TOKEN|KEY|SMTP_URL/.test(name)
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
    retiredChurchTimeZone: e.CHURCH_TIMEZONE,
    storage: storageConfig(e),
    assistant: assistantConfig(e),
    care: { emergencyNumbers: e.CARE_EMERGENCY_NUMBERS, helplines: e.CARE_HELPLINES },
    cloudinary: cloudinaryConfig(e),
    metricsToken: e.METRICS_TOKEN,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
      publicUrlGuessed: !e.PUBLIC_URL,
    },
    push: {
      vapidKeys:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : undefined,
      subject: e.VAPID_SUBJECT ?? `mailto:${/<([^>]+)>/.exec(e.MAIL_FROM)?.[1] ?? e.MAIL_FROM}`,
      allowPrivateEndpoints: e.PUSH_ALLOW_PRIVATE_ENDPOINTS,
    },
    payments: paymentsConfig(e),
  };
}
