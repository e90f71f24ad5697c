/**
 * The browser's startup configuration (docs/configuration.md#web-app-build-variables), read from
 * Vite's build-time variables. The API lives at the same origin unless VITE_API_BASE_URL
 * says otherwise; a base URL that is not a URL stops the app with 'Invalid API_BASE_URL'.
 */

export interface ClientConfig {
  apiBaseUrl: string;
  socketUrl: string;
  features: {
    aiAssistant: boolean;
    realtimeChat: boolean;
    analytics: boolean;
    errorReporting: boolean;
    cdn: boolean;
  };
  integrations: {
    errorReportingDsn: string | null;
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

  if (text(env, 'MODE') === null) {
    throw new Error('Invalid NODE_ENV: the node environment is required');
  }

  let socketUrl = text(env, 'VITE_SOCKET_URL') ?? apiBaseUrl;
  if (!isHttpUrl(socketUrl)) {
    warnings.push(`VITE_SOCKET_URL is not a valid URL; using ${apiBaseUrl} instead.`);
    socketUrl = apiBaseUrl;
  }

  const config: ClientConfig = {
    apiBaseUrl: withoutTrailingSlash(apiBaseUrl),
    socketUrl: withoutTrailingSlash(socketUrl),
    features: {
      aiAssistant: flag(env, 'VITE_ENABLE_AI_ASSISTANT', true),
      realtimeChat: flag(env, 'VITE_ENABLE_REALTIME_CHAT', true),
      analytics: flag(env, 'VITE_ENABLE_ANALYTICS', false),
      errorReporting: flag(env, 'VITE_ENABLE_ERROR_REPORTING', false),
      cdn: flag(env, 'VITE_ENABLE_CDN', false),
    },
    integrations: {
      errorReportingDsn: text(env, 'VITE_ERROR_REPORTING_DSN'),
    },
  };

  // No AI key is read here: everything in this file ends up in the public bundle, so the
  // assistant's key lives on the server only (docs/assistant.md).
  if (text(env, 'VITE_CLOUDINARY_CLOUD_NAME') && !text(env, 'VITE_CLOUDINARY_UPLOAD_PRESET')) {
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
