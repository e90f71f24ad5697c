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
  return warnings;
}
