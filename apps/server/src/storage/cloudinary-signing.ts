/**
 * Cloudinary's request signature: SHA-1 of the parameters sorted by name as `k=v` joined by '&',
 * followed by the API secret. file, cloud_name, resource_type and api_key are never signed.
 */
import { createHash } from 'node:crypto';

const UNSIGNED = new Set(['file', 'cloud_name', 'resource_type', 'api_key']);

export function signCloudinaryParams(
  params: Record<string, string | number | undefined>,
  apiSecret: string,
): string {
  const toSign = Object.entries(params)
    .filter(([name, value]) => !UNSIGNED.has(name) && value !== undefined && value !== '')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${String(value)}`)
    .join('&');
  return createHash('sha1')
    .update(toSign + apiSecret)
    .digest('hex');
}
