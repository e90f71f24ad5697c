/**
 * The browser's startup configuration (specification document 1, section 5), read from
 * Vite's build-time variables. The API lives at the same origin unless VITE_API_BASE_URL
 * says otherwise; a base URL that is not a URL stops the app with 'Invalid API_BASE_URL'.
 */

export interface ClientConfig {
  apiBaseUrl: string;
  socketUrl: string;
  nodeEnv: string;
  isProduction: boolean;
  features: {
    aiAssistant: boolean;
    realtimeChat: boolean;
    analytics: boolean;
    errorReporting: boolean;
    cdn: boolean;
  };
  integrations: {
    cloudinaryCloudName: string | null;
    cloudinaryUploadPreset: string | null;
    aiApiKey: string | null;
    analyticsId: string | null;
    errorReportingDsn: string | null;
    trustedDomains: string[];
  };
}

export type ClientEnv = Record<string, string | boolean | undefined>;

export interface ParsedClientConfig {
  config: ClientConfig;
  warnings: string[];
}

function text(env: ClientEnv, key: string): string | null {
  const value = env[key];
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

function flag(env: ClientEnv, key: string, fallback: boolean): boolean {
  const value = text(env, key);
  if (value === null) return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** A URL without a trailing slash, so paths like '/api/...' can be appended directly. */
function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

export function parseClientConfig(env: ClientEnv, origin: string): ParsedClientConfig {
  const warnings: string[] = [];
  const apiBaseUrl = text(env, 'VITE_API_BASE_URL') ?? origin;
  if (!isHttpUrl(apiBaseUrl)) throw new Error('Invalid API_BASE_URL');

  const nodeEnv = text(env, 'MODE');
  if (nodeEnv === null) throw new Error('Invalid NODE_ENV: the node environment is required');
  const isProduction = env.PROD === true || nodeEnv === 'production';

  let socketUrl = text(env, 'VITE_SOCKET_URL') ?? apiBaseUrl;
  if (!isHttpUrl(socketUrl)) {
    warnings.push(`VITE_SOCKET_URL is not a valid URL; using ${apiBaseUrl} instead.`);
    socketUrl = apiBaseUrl;
  }

  const trustedDomains = (text(env, 'VITE_TRUSTED_DOMAINS') ?? '')
    .split(',')
    .map((domain) => domain.trim())
    .filter(Boolean);
  for (const domain of trustedDomains) {
    if (!isHttpUrl(domain)) warnings.push(`Trusted domain "${domain}" is not a valid URL.`);
  }

  const config: ClientConfig = {
    apiBaseUrl: withoutTrailingSlash(apiBaseUrl),
    socketUrl: withoutTrailingSlash(socketUrl),
    nodeEnv,
    isProduction,
    features: {
      aiAssistant: flag(env, 'VITE_ENABLE_AI_ASSISTANT', true),
      realtimeChat: flag(env, 'VITE_ENABLE_REALTIME_CHAT', true),
      analytics: flag(env, 'VITE_ENABLE_ANALYTICS', false),
      errorReporting: flag(env, 'VITE_ENABLE_ERROR_REPORTING', false),
      cdn: flag(env, 'VITE_ENABLE_CDN', false),
    },
    integrations: {
      cloudinaryCloudName: text(env, 'VITE_CLOUDINARY_CLOUD_NAME'),
      cloudinaryUploadPreset: text(env, 'VITE_CLOUDINARY_UPLOAD_PRESET'),
      aiApiKey: text(env, 'VITE_AI_API_KEY'),
      analyticsId: text(env, 'VITE_ANALYTICS_ID'),
      errorReportingDsn: text(env, 'VITE_ERROR_REPORTING_DSN'),
      trustedDomains,
    },
  };

  if (config.features.aiAssistant && isProduction && config.integrations.aiApiKey === null) {
    // The server holds the real key; the warning mirrors the specification for a
    // deployment that expects the browser to know one.
    warnings.push('The AI assistant is enabled in production without an AI key.');
  }
  if (config.integrations.cloudinaryCloudName && !config.integrations.cloudinaryUploadPreset) {
    warnings.push('VITE_CLOUDINARY_CLOUD_NAME is set without VITE_CLOUDINARY_UPLOAD_PRESET.');
  }
  return { config, warnings };
}

let current: ClientConfig | null = null;

/**
 * Reads and checks the configuration once, at startup; throws on an invalid base URL. The
 * build-time renderer, which has no window, names the origin itself.
 */
export function loadClientConfig(origin = window.location.origin): ClientConfig {
  const { config, warnings } = parseClientConfig(import.meta.env, origin);
  for (const warning of warnings) console.warn(`[config] ${warning}`);
  current = config;
  return config;
}

/** The configuration loaded at startup (loaded on first use, e.g. in tests). */
export function clientConfig(): ClientConfig {
  return current ?? loadClientConfig();
}
