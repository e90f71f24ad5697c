import { describe, expect, it } from 'vitest';
import { configWarnings, loadConfig } from './config';

const failure = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    return (error as Error).message;
  }
  return 'no error';
};

describe('configuration from the environment', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      nodeEnv: 'development',
      databaseUrl: undefined,
    });
    expect(config.dataDir).toMatch(/data$/);
  });

  it('names the variable and the problem in one line', () => {
    expect(failure({ PORT: 'eighty' })).toBe(
      'Invalid configuration: PORT must be a port number (got "eighty")',
    );
    expect(failure({ DATABASE_URL: 'mysql://x' })).toBe(
      'Invalid configuration: DATABASE_URL must be a URL starting with postgres:// or postgresql:// (got "mysql://x")',
    );
    expect(failure({ CORS_ORIGINS: 'https://ok.org, not a url' })).toMatch(
      /^Invalid configuration: CORS_ORIGINS "not a url" is not an origin/,
    );
  });

  it('runs giving in test mode by default, and refuses live mode without its keys', () => {
    expect(loadConfig({}).payments).toMatchObject({
      mode: 'test',
      minUgx: 500,
      maxUgx: 10_000_000,
    });
    expect(failure({ PAYMENTS_MODE: 'live' })).toBe(
      'Invalid configuration: MTN_MOMO_API_USER is required when PAYMENTS_MODE=live (docs/giving.md)',
    );
    expect(
      failure({
        PAYMENTS_MODE: 'live',
        MTN_MOMO_API_USER: 'user',
        MTN_MOMO_API_KEY: 'key',
        MTN_MOMO_SUBSCRIPTION_KEY: 'sub',
        AIRTEL_CLIENT_ID: 'client',
      }),
    ).toBe(
      'Invalid configuration: AIRTEL_CLIENT_SECRET is required when PAYMENTS_MODE=live (docs/giving.md)',
    );
    expect(failure({ PAYMENTS_MODE: 'paypal' })).toBe(
      'Invalid configuration: PAYMENTS_MODE must be test or live (got "paypal")',
    );
    expect(failure({ DONATION_MIN_UGX: '5000', DONATION_MAX_UGX: '1000' })).toBe(
      'Invalid configuration: DONATION_MIN_UGX must not be more than DONATION_MAX_UGX (got "5000")',
    );
  });

  it('requires a JWT secret in production and never echoes secrets', () => {
    expect(failure({ NODE_ENV: 'production' })).toBe(
      'Invalid configuration: JWT_SECRET is required when NODE_ENV=production',
    );
    expect(failure({ JWT_SECRET: 'short-secret' })).toBe(
      'Invalid configuration: JWT_SECRET must be at least 32 characters',
    );
  });

  it('wants the admin e-mail and password together', () => {
    expect(failure({ ADMIN_EMAIL: 'pastor@example.org' })).toBe(
      'Invalid configuration: ADMIN_PASSWORD must be set together with ADMIN_EMAIL',
    );
  });

  it('takes S3 keys both or neither (then the AWS SDK finds credentials itself)', () => {
    const s3 = { STORAGE_PROVIDER: 's3', S3_BUCKET: 'torch-media' };
    expect(failure({ ...s3, S3_ACCESS_KEY_ID: 'AKIA' })).toBe(
      'Invalid configuration: S3_SECRET_ACCESS_KEY must be set together with S3_ACCESS_KEY_ID',
    );
    expect(loadConfig(s3).storage).toMatchObject({ accessKeyId: undefined });
    expect(
      loadConfig({
        ...s3,
        S3_ACCESS_KEY_ID: 'ASIA',
        S3_SECRET_ACCESS_KEY: 'secret',
        AWS_SESSION_TOKEN: 'token',
      }).storage,
    ).toMatchObject({ accessKeyId: 'ASIA', secretAccessKey: 'secret', sessionToken: 'token' });
  });

  it('treats an empty variable as unset and reads lists', () => {
    const config = loadConfig({
      PORT: '',
      CORS_ORIGINS: 'https://a.example.org/, http://localhost:5173',
    });
    expect(config.port).toBe(3000);
    expect(config.corsOrigins).toEqual(['https://a.example.org', 'http://localhost:5173']);
  });

  it('reads the mail settings, checks them, and warns when production would mail no one', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://user:pass@smtp.example.org:465',
      MAIL_FROM: 'Torch Fellowship <hello@torch.example>',
      PUBLIC_URL: 'https://torch.example/',
    });
    expect(config.mail).toEqual({
      smtpUrl: 'smtps://user:pass@smtp.example.org:465',
      from: 'Torch Fellowship <hello@torch.example>',
      publicUrl: 'https://torch.example',
      publicUrlGuessed: false,
    });
    expect(loadConfig({ PORT: '4000' }).mail.publicUrl).toBe('http://localhost:4000');
    // The URL holds the SMTP password: a bad one is named, never echoed.
    expect(failure({ SMTP_URL: 'http://user:secret@smtp.example.org' })).toBe(
      'Invalid configuration: SMTP_URL must be a URL starting with smtp:// or smtps://',
    );
    expect(failure({ MAIL_FROM: 'not an address' })).toMatch(/^Invalid configuration: MAIL_FROM/);
    const production = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) });
    expect(configWarnings(production)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^SMTP_URL is not set: mail .* is written to .*outbox/),
        'PUBLIC_URL is not set: mailed links point to http://localhost:3000',
      ]),
    );
    expect(configWarnings(config).filter((w) => /SMTP_URL|PUBLIC_URL/.test(w))).toEqual([]);
  });

  it('warns at start when a production server takes gifts in test mode', () => {
    const warning =
      'PAYMENTS_MODE is test (the default): no money moves, gifts are simulated and their receipts are marked TEST; set PAYMENTS_MODE=live to take gifts';
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) };
    expect(configWarnings(loadConfig(production))).toContain(warning);
    expect(configWarnings(loadConfig({}))).not.toContain(warning);
  });

  it('says at start that CHURCH_TIMEZONE is no longer read (the church settings hold the zone)', () => {
    expect(configWarnings(loadConfig({ CHURCH_TIMEZONE: 'Africa/Nairobi' }))).toContain(
      "CHURCH_TIMEZONE=Africa/Nairobi is no longer read: the church's time zone is set in Church settings",
    );
    expect(configWarnings(loadConfig({})).filter((w) => w.includes('CHURCH_TIMEZONE'))).toEqual([]);
  });
});
