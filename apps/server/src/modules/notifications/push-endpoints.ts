/**
 * Which push endpoints the server will post to (docs/security.md#notifications). A subscription's
 * endpoint is an address a browser hands the page, so to the server it is any URL a member
 * typed: posting to it must never reach the server's own machine or network. Only https on the
 * default port, to a host whose every address is public, is accepted; the check runs in full
 * when a device subscribes, and at every send on the URL and, through the agent, on the
 * addresses actually connected to, so a name that later resolves somewhere private is refused.
 */
import dns from 'node:dns';
import https from 'node:https';
import net from 'node:net';

/** Addresses that are not the public internet (IANA special-purpose registries). */
const notPublic = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  notPublic.addSubnet(prefix, bits, 'ipv4');
for (const [prefix, bits] of [
  ['::', 128],
  ['::1', 128],
  // IPv4-compatible (deprecated, RFC 4291): `new URL()` writes `[::127.0.0.1]` as `[::7f00:1]`,
  // so the hex form must be refused here, not only the dotted one below.
  ['::', 96],
  // IPv4-mapped and NAT64 forms name IPv4 hosts: checked as IPv4 below.
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  notPublic.addSubnet(prefix, bits, 'ipv6');

/** The IPv4 address an IPv6 one carries (`::ffff:a.b.c.d`, `::a.b.c.d`, `64:ff9b::a.b.c.d`). */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|::|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1]!;
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (!hex) return null;
  const high = parseInt(hex[1]!, 16);
  const low = parseInt(hex[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return !notPublic.check(address, 'ipv4');
  if (family !== 6) return false;
  const v4 = embeddedIpv4(address);
  if (v4) return !notPublic.check(v4, 'ipv4');
  return !notPublic.check(address, 'ipv6');
}

export interface EndpointRules {
  /** Tests only (PUSH_ALLOW_PRIVATE_ENDPOINTS): loopback and private hosts on any port. */
  allowPrivate: boolean;
}

/**
 * What the URL alone says against posting to `endpoint` (scheme, credentials, port, an address
 * written in it), or null. At send time this is enough: the agent checks the addresses the
 * name resolves to as it connects, so the name is not looked up twice.
 */
export function endpointShapeRefusal(endpoint: string, rules: EndpointRules): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'must be an https address';
  }
  if (url.protocol !== 'https:') return 'must be an https address';
  if (url.username || url.password) return 'must not carry a user name or password';
  if (rules.allowPrivate) return null;
  if (url.port !== '') return 'must use the default https port';
  const host = hostOf(url);
  if (net.isIP(host) && !isPublicAddress(host)) return 'must be a public push service';
  return null;
}

const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

/** Why the server will not post to `endpoint`, or null when it will: at subscribe, in full. */
export async function endpointRefusal(
  endpoint: string,
  rules: EndpointRules,
): Promise<string | null> {
  const refusal = endpointShapeRefusal(endpoint, rules);
  if (refusal || rules.allowPrivate) return refusal;
  const host = hostOf(new URL(endpoint));
  if (net.isIP(host)) return null;
  try {
    const addresses = await dns.promises.lookup(host, { all: true, verbatim: true });
    if (addresses.length === 0 || !addresses.every(({ address }) => isPublicAddress(address)))
      return 'must be a public push service';
  } catch {
    return 'must be a push service that can be reached';
  }
  return null;
}

/**
 * An agent whose connections go only to public addresses: the name is resolved once, at
 * connect, and the connection is made to what was checked. It keeps the process's trusted
 * certificates (https.globalAgent's) so nothing else changes about how pushes are sent.
 */
export function publicOnlyAgent(rules: EndpointRules): https.Agent {
  const lookup: net.LookupFunction = (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true, verbatim: true }, (error, addresses) => {
      if (error) {
        callback(error, '', 0);
        return;
      }
      const refused = !rules.allowPrivate && addresses.some((a) => !isPublicAddress(a.address));
      if (refused || addresses.length === 0) {
        const refusal = Object.assign(new Error(`${hostname} is not a public push service`), {
          code: 'EPUSHHOST',
        });
        callback(refusal, '', 0);
        return;
      }
      if (options.all) (callback as (e: null, a: dns.LookupAddress[]) => void)(null, addresses);
      else callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
  return new https.Agent({ ca: https.globalAgent.options.ca, lookup });
}
