/** Start-up warnings about the configuration. */
import type { Config } from './types';

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
  if (config.nodeEnv === 'production' && !config.mail.smtpUrl)
    warnings.push(
      `SMTP_URL is not set: mail (password resets) is written to ${config.dataDir}/outbox and not sent`,
    );
  if (config.nodeEnv === 'production' && config.mail.publicUrlGuessed)
    warnings.push(`PUBLIC_URL is not set: mailed links point to ${config.mail.publicUrl}`);
  if (config.nodeEnv === 'production' && config.payments.mode === 'test')
    warnings.push(
      'PAYMENTS_MODE is test (the default): no money moves, gifts are simulated and their receipts are marked TEST; set PAYMENTS_MODE=live to take gifts',
    );
  if (config.retiredChurchTimeZone)
    warnings.push(
      `CHURCH_TIMEZONE=${config.retiredChurchTimeZone} is no longer read: the church's time zone is set in Church settings`,
    );
  return warnings;
}
