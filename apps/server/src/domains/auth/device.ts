import { isIP } from 'node:net';

import type { NetworkKind } from '@meridian/contract';
import Bowser from 'bowser';

import { sha256 } from '../../lib/secrets.js';

/*
 * What a sign-in's user agent and address tell about the device (issue #21 item 4). There is no
 * GeoIP database here, so the place shown is the address's network (an IPv4 /24, an IPv6 /48),
 * with loopback and private networks said as such; no city is guessed.
 */

/** A device as the user sees it: browser and OS ('' when the agent does not say), and network. */
export interface Device {
  browser: string;
  os: string;
  network: string;
  networkKind: NetworkKind;
}

/** Browser and OS names (no versions) from a user agent, e.g. Chrome on Android. */
export function parseUserAgent(userAgent: string): { browser: string; os: string } {
  if (!userAgent) return { browser: '', os: '' };
  const parsed = Bowser.parse(userAgent);
  return { browser: parsed.browser.name ?? '', os: parsed.os.name ?? '' };
}

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 counts as two). */
function ipv6Groups(ip: string): number[] {
  let text = ip.split('%')[0] ?? '';
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted[1].split('.').map(Number);
    text = `${text.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const part = (s: string) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const front = part(head);
  const back = tail === undefined ? [] : part(tail);
  const zeros = tail === undefined ? 0 : 8 - front.length - back.length;
  return [...front, ...Array<number>(zeros).fill(0), ...back];
}

function ipv4Kind([a = 0, b = 0]: number[]): NetworkKind {
  if (a === 127) return 'loopback';
  if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)) return 'private';
  if ((a === 169 && b === 254) || (a === 100 && b >= 64 && b <= 127)) return 'private';
  return 'public';
}

/** The network an address belongs to: '203.0.113.0/24', '2001:db8:1::/48', and its kind. */
export function networkOf(ip: string): { network: string; networkKind: NetworkKind } {
  const version = isIP(ip.split('%')[0] ?? '');
  if (version === 4) {
    const octets = ip.split('.').map(Number);
    return {
      network: `${octets.slice(0, 3).join('.')}.0/24`,
      networkKind: ipv4Kind(octets),
    };
  }
  if (version !== 6) return { network: '', networkKind: 'unknown' };
  const groups = ipv6Groups(ip);
  // An IPv4 address written as IPv6 (::ffff:a.b.c.d) is its IPv4 network.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return networkOf([hi >> 8, hi & 255, lo >> 8, lo & 255].join('.'));
  }
  if (groups.slice(0, 7).every((g) => g === 0) && groups[7] === 1) {
    return { network: '::1/128', networkKind: 'loopback' };
  }
  const first = groups[0] ?? 0;
  const privateNet = (first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80;
  const kept = groups.slice(0, 3);
  while (kept.length > 1 && kept[kept.length - 1] === 0) kept.pop();
  const prefix = kept.map((g) => g.toString(16)).join(':');
  return { network: `${prefix}::/48`, networkKind: privateNet ? 'private' : 'public' };
}

/** The device of a user agent and address. */
export function deviceOf(userAgent: string, ip: string): Device {
  return { ...parseUserAgent(userAgent), ...networkOf(ip) };
}

/** A device's key: the same browser, OS and network give the same key, versions aside. */
export function deviceKey(device: Device): string {
  return sha256(`${device.browser}\n${device.os}\n${device.network}`);
}
