/**
 * Settings that are valid alone but not together (S3 without its bucket, an admin e-mail without
 * its password…): each names the variable to fix.
 */
import type { z } from 'zod';
import type { Env } from './env-schema';

export function checkCombinations(env: Env, ctx: z.RefinementCtx): void {
  if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
    ctx.addIssue({
      code: 'custom',
      path: ['JWT_SECRET'],
      message: 'is required when NODE_ENV=production',
    });
  }
  if (env.NODE_ENV === 'production' && env.PUSH_ALLOW_PRIVATE_ENDPOINTS) {
    // The allowance lets the server post to its own network (docs/security.md#notifications).
    ctx.addIssue({
      code: 'custom',
      path: ['PUSH_ALLOW_PRIVATE_ENDPOINTS'],
      message: 'is for tests only and must not be set when NODE_ENV=production',
    });
  }
  for (const [name, other] of [
    ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'],
    ['VAPID_PRIVATE_KEY', 'VAPID_PUBLIC_KEY'],
  ] as const) {
    if (!env[name] && env[other])
      ctx.addIssue({ code: 'custom', path: [name], message: `must be set together with ${other}` });
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
      message: 'must be set together with ' + (env.ADMIN_EMAIL ? 'ADMIN_EMAIL' : 'ADMIN_PASSWORD'),
    });
  }
  if (env.PAYMENTS_MODE === 'live') {
    for (const name of [
      'MTN_MOMO_API_USER',
      'MTN_MOMO_API_KEY',
      'MTN_MOMO_SUBSCRIPTION_KEY',
      'AIRTEL_CLIENT_ID',
      'AIRTEL_CLIENT_SECRET',
    ] as const) {
      if (!env[name])
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: 'is required when PAYMENTS_MODE=live (docs/giving.md)',
        });
    }
  }
  if (env.DONATION_MIN_UGX > env.DONATION_MAX_UGX) {
    ctx.addIssue({
      code: 'custom',
      path: ['DONATION_MIN_UGX'],
      message: 'must not be more than DONATION_MAX_UGX',
    });
  }
}
