import { describe, expect, it } from 'vitest';
import { parseClientConfig } from './client-config';

const origin = 'https://torch.example';

describe('startup configuration', () => {
  it('talks to the same origin when no API base URL is set', () => {
    const { config, warnings } = parseClientConfig({ MODE: 'production', PROD: true }, origin);
    expect(config.apiBaseUrl).toBe(origin);
    expect(config.socketUrl).toBe(origin);
    expect(config.features).toEqual({
      aiAssistant: true,
      realtimeChat: true,
      analytics: false,
      errorReporting: false,
      cdn: false,
    });
    // The assistant's key belongs to the server: production without one in the browser is fine.
    expect(warnings).toEqual([]);
  });

  it('never carries an AI key into the browser bundle', () => {
    const { config } = parseClientConfig(
      { MODE: 'production', PROD: true, VITE_AI_API_KEY: 'sk-should-stay-on-the-server' },
      origin,
    );
    expect(JSON.stringify(config)).not.toContain('sk-should-stay-on-the-server');
  });

  it('stops with "Invalid API_BASE_URL" when the base URL is not a URL', () => {
    expect(() =>
      parseClientConfig({ MODE: 'production', VITE_API_BASE_URL: 'not a url' }, origin),
    ).toThrow('Invalid API_BASE_URL');
  });

  it('requires the node environment', () => {
    expect(() => parseClientConfig({}, origin)).toThrow(/NODE_ENV/);
  });

  it('warns about half-configured integrations and falls back for a bad socket URL', () => {
    const { config, warnings } = parseClientConfig(
      {
        MODE: 'development',
        VITE_API_BASE_URL: 'https://api.torch.example/',
        VITE_SOCKET_URL: 'ws:/broken',
        VITE_CLOUDINARY_CLOUD_NAME: 'torch',
        VITE_ENABLE_ANALYTICS: 'true',
      },
      origin,
    );
    expect(config.apiBaseUrl).toBe('https://api.torch.example');
    expect(config.socketUrl).toBe('https://api.torch.example');
    expect(config.features.analytics).toBe(true);
    expect(warnings).toEqual([
      'VITE_SOCKET_URL is not a valid URL; using https://api.torch.example/ instead.',
      'VITE_CLOUDINARY_CLOUD_NAME is set without VITE_CLOUDINARY_UPLOAD_PRESET.',
    ]);
  });
});
