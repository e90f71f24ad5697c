/**
 * The device cookie: a random id a browser gets when it signs in, so the sign-in limits can
 * tell the owner's own devices from a stranger's (docs/decisions/016-sign-in-lockout.md). It
 * identifies a browser, not a person, and grants nothing on its own: it only counts once the
 * server has seen that device sign into that account with the right password.
 */
export const DEVICE_COOKIE = 'torch_device';
/** How long a device is remembered after its last successful sign-in. */
export const DEVICE_MEMORY_MS = 90 * 24 * 60 * 60 * 1000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The device id in a Cookie header, or null when there is none or it is not one of ours. */
export function readDeviceId(cookieHeader: string | undefined): string | null {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [name, value] = pair.split('=').map((part) => part.trim());
    if (name === DEVICE_COOKIE && value && UUID.test(value)) return value;
  }
  return null;
}

/**
 * The Set-Cookie value. HttpOnly (scripts never need it), sent only to the sign-in routes,
 * SameSite=Strict; Secure whenever the site is reached over HTTPS (a LAN install over plain
 * HTTP would otherwise never get it back).
 */
export function deviceCookie(deviceId: string, secure: boolean): string {
  const attributes = [
    `${DEVICE_COOKIE}=${deviceId}`,
    'Path=/api/auth',
    `Max-Age=${DEVICE_MEMORY_MS / 1000}`,
    'HttpOnly',
    'SameSite=Strict',
  ];
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}
