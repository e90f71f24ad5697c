/** The configuration the server runs with, as `loadConfig` makes it from the environment. */
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
  /**
   * CHURCH_TIMEZONE, when still set: the time zone is a church setting now, so the value is not
   * read, only named in a start-up warning.
   */
  retiredChurchTimeZone: string | undefined;
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
  /** Set only by an operator's CARE_* variables; otherwise the church settings' numbers. */
  care: Partial<CareContacts>;
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
  /** Outgoing mail (docs/configuration.md#mail). */
  mail: {
    /** Unset: each message is written to DATA_DIR/outbox as an .eml file instead. */
    smtpUrl: string | undefined;
    from: string;
    /** Where mailed links point: the web app's address, without a trailing slash. */
    publicUrl: string;
    /** PUBLIC_URL was not set (a warning in production: links would point to localhost). */
    publicUrlGuessed: boolean;
  };
  /** Web push (docs/configuration.md#web-push). */
  push: {
    /** Both set, or neither: then a pair is generated once into DATA_DIR/vapid-keys.json. */
    vapidKeys: { publicKey: string; privateKey: string } | undefined;
    subject: string;
    /** Tests only: endpoints on loopback and private addresses are accepted (never in production). */
    allowPrivateEndpoints: boolean;
  };
  /** Set: GET /metrics answers a scraper that sends it as a bearer token. Unset: no metrics. */
  metricsToken: string | undefined;
  /** Giving by mobile money (docs/giving.md). */
  payments: PaymentsConfig;
}

export interface PaymentsConfig {
  /** `test`: the built-in simulator answers and no money moves; `live`: the networks do. */
  mode: 'test' | 'live';
  publicUrl: string | undefined;
  mtn: {
    baseUrl: string;
    apiUser: string;
    apiKey: string;
    subscriptionKey: string;
    targetEnvironment: string;
  };
  airtel: { baseUrl: string; clientId: string; clientSecret: string };
  minUgx: number;
  maxUgx: number;
  /** How long a gift may wait for its giver's approval before it expires. */
  expiryMs: number;
  perPhonePerHour: number;
  pollIntervalMs: number;
  /** Each call to a network gives up after this long. */
  timeoutMs: number;
  /** The simulator approves an ordinary test gift after this long. */
  testApproveAfterMs: number;
}

export interface CareContacts {
  /** Police and ambulance, dialled first in danger: 999 and 112 in Uganda. */
  emergencyNumbers: string[];
  /** Helplines the church trusts (child protection, mental health), named, with what each is for. */
  helplines: { name: string; number: string; purpose?: string }[];
}
