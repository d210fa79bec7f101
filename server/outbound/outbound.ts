import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { Readable } from 'node:stream';

/**
 * The one way out to an address a brand configures (its AI provider, its SMTP server, the SMS
 * providers): the host is resolved here, an address inside the operator's own network is refused
 * unless `OUTBOUND_ALLOW` names it, and the connection goes to the very address that was checked, so a
 * name answering differently the second time cannot slip through. No redirect is followed.
 */

/** Why an address is refused: the ranges a server inside someone's network must not be sent to. */
export type InternalRange = 'loopback' | 'private' | 'linkLocal' | 'unspecified' | 'multicast' | 'reserved';

const ranges: [InternalRange, string, number, 'ipv4' | 'ipv6'][] = [
  ['unspecified', '0.0.0.0', 8, 'ipv4'],
  ['private', '10.0.0.0', 8, 'ipv4'],
  ['private', '100.64.0.0', 10, 'ipv4'],
  ['loopback', '127.0.0.0', 8, 'ipv4'],
  ['linkLocal', '169.254.0.0', 16, 'ipv4'],
  ['private', '172.16.0.0', 12, 'ipv4'],
  ['reserved', '192.0.0.0', 24, 'ipv4'],
  ['private', '192.168.0.0', 16, 'ipv4'],
  ['reserved', '198.18.0.0', 15, 'ipv4'],
  ['multicast', '224.0.0.0', 4, 'ipv4'],
  ['reserved', '240.0.0.0', 4, 'ipv4'],
  ['unspecified', '::', 128, 'ipv6'],
  ['loopback', '::1', 128, 'ipv6'],
  // IPv4-compatible and NAT64 forms reach an IPv4 address behind them.
  ['reserved', '::', 96, 'ipv6'],
  ['reserved', '64:ff9b::', 96, 'ipv6'],
  ['private', 'fc00::', 7, 'ipv6'],
  ['linkLocal', 'fe80::', 10, 'ipv6'],
  ['multicast', 'ff00::', 8, 'ipv6'],
];
const blocks = ranges.map(([range, net, prefix, type]) => {
  const list = new BlockList();
  list.addSubnet(net, prefix, type);
  return { range, list };
});

/** `::ffff:127.0.0.1` (and its hex form) is the IPv4 address it carries. */
function plainAddress(address: string): { address: string; type: 'ipv4' | 'ipv6' } {
  if (isIP(address) === 4) return { address, type: 'ipv4' };
  const lower = address.toLowerCase();
  const dotted = /^(?:0{0,4}:){0,5}:?ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted?.[1]) return { address: dotted[1], type: 'ipv4' };
  const hex = /^(?:0{0,4}:){0,5}:?ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hex?.[1] && hex[2]) {
    const hi = Number.parseInt(hex[1], 16);
    const lo = Number.parseInt(hex[2], 16);
    return { address: `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`, type: 'ipv4' };
  }
  return { address: lower, type: 'ipv6' };
}

/** The internal range an address falls in, or null for a public one. */
export function internalRange(address: string): InternalRange | null {
  const plain = plainAddress(address);
  for (const b of blocks) if (b.list.check(plain.address, plain.type)) return b.range;
  return null;
}

/** An address refused because it lies inside the operator's network. */
export class OutboundRefused extends Error {
  constructor(
    readonly host: string,
    readonly address: string,
    readonly range: InternalRange,
  ) {
    super(`${host} resolves to ${address} (${range}), outside OUTBOUND_ALLOW`);
  }
}

/**
 * What went wrong with a call, as the member may see it: a class and its number, never the other
 * side's words, except `detail`, the provider's own message from its documented error shape.
 */
export type FailureClass =
  | 'unresolvable'
  | 'refused'
  | 'unreachable'
  | 'timeout'
  | 'tls'
  | 'auth'
  | 'http'
  | 'smtp'
  | 'protocol';

export class OutboundFailure extends Error {
  constructor(
    readonly failure: FailureClass,
    /** The HTTP status or the SMTP reply code. */
    readonly status = 0,
    /** The provider's own message (documented JSON error shape), cut short and with secrets out. */
    readonly detail = '',
  ) {
    super(`${failure}${status ? ` ${status}` : ''}${detail ? `: ${detail}` : ''}`);
  }
}

/** A URL a brand may point a call at: http(s), no user info (`user:pass@`), no fragment. */
export type UrlProblem = 'protocol' | 'userinfo' | 'fragment' | 'port';
export function urlProblem(text: string): UrlProblem | null {
  // A port outside 1-65535 would otherwise surface as the network stack's own words when called.
  // A bracketed IPv6 host is one piece, and user info ends at its @: neither's colons are the port's.
  const port = /^https?:\/\/(?:[^/?#@]*@)?(?:\[[^\]]*\]|[^/?#:@[\]]*):([^/?#@]*)(?=[/?#]|$)/i.exec(text)?.[1];
  if (
    port !== undefined &&
    port !== '' &&
    !(/^\d{1,5}$/.test(port) && Number(port) >= 1 && Number(port) <= 65535)
  )
    return 'port';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'protocol';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'protocol';
  if (url.username || url.password) return 'userinfo';
  if (text.includes('#')) return 'fragment';
  return null;
}

/** `OUTBOUND_ALLOW` read: host names (exact, any case) and addresses or CIDR ranges. */
export class OutboundPolicy {
  private readonly hosts = new Set<string>();
  private readonly nets = new BlockList();

  constructor(allow: readonly string[] = []) {
    for (const raw of allow) {
      const entry = raw.trim().toLowerCase();
      if (!entry) continue;
      const [net, bits] = entry.split('/');
      const kind = net ? isIP(net.replace(/^\[|\]$/g, '')) : 0;
      if (kind === 0) {
        this.hosts.add(entry);
        continue;
      }
      const address = (net ?? '').replace(/^\[|\]$/g, '');
      const type = kind === 4 ? 'ipv4' : 'ipv6';
      const prefix = bits === undefined ? (kind === 4 ? 32 : 128) : Number(bits);
      this.nets.addSubnet(address, prefix, type);
    }
  }

  /** Whether `OUTBOUND_ALLOW` names this host or this address. */
  allows(host: string, address: string): boolean {
    if (this.hosts.has(host.toLowerCase().replace(/^\[|\]$/g, ''))) return true;
    const plain = plainAddress(address);
    return (
      this.nets.check(plain.address, plain.type) ||
      this.nets.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4')
    );
  }

  /** The range that refuses this address for this host, or null when it may be called. */
  refusal(host: string, address: string): InternalRange | null {
    const range = internalRange(address);
    return range && !this.allows(host, address) ? range : null;
  }

  /**
   * Resolves the host to the address a call connects to. Every address the name has must pass:
   * a name with one public and one internal address is refused.
   */
  async resolve(host: string): Promise<{ address: string; family: 4 | 6 }> {
    const bare = host.replace(/^\[|\]$/g, '');
    let found: { address: string; family: number }[];
    if (isIP(bare)) found = [{ address: bare, family: isIP(bare) }];
    else {
      try {
        found = await lookup(bare, { all: true, verbatim: true });
      } catch {
        throw new OutboundFailure('unresolvable');
      }
    }
    for (const f of found) {
      const range = this.refusal(bare, f.address);
      if (range) throw new OutboundRefused(bare, f.address, range);
    }
    const first = found[0];
    if (!first) throw new OutboundFailure('unresolvable');
    return { address: first.address, family: first.family === 6 ? 6 : 4 };
  }

  /**
   * For a settings form: the refusal a save can already tell (an internal address, literal or by
   * name). A name that does not resolve now (or not within 3 s) is not refused here; the call will say so.
   */
  async screen(host: string): Promise<OutboundRefused | null> {
    const judged = this.resolve(host).then(
      () => null,
      (error: unknown) => (error instanceof OutboundRefused ? error : null),
    );
    // A slow resolver does not hold the save: the call checks again anyway.
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((done) => {
      timer = setTimeout(() => done(null), 3000);
    });
    try {
      return await Promise.race([judged, late]);
    } finally {
      clearTimeout(timer);
    }
  }
}

/** A `lookup` that answers the checked address whatever is asked: the connection goes where we looked. */
export function pinnedLookup(address: string, family: 4 | 6): LookupFunction {
  return (_host, options, callback) => {
    if (typeof options === 'object' && options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

const networkCodes: Record<string, FailureClass> = {
  ECONNREFUSED: 'refused',
  ECONNRESET: 'protocol',
  EHOSTUNREACH: 'unreachable',
  ENETUNREACH: 'unreachable',
  ENOTFOUND: 'unresolvable',
  EAI_AGAIN: 'unresolvable',
  ETIMEDOUT: 'timeout',
};

/** The class of a network error (a refused connection, a certificate that does not hold, ...). */
export function failureOf(error: unknown): OutboundFailure {
  if (error instanceof OutboundFailure) return error;
  for (let e: unknown = error; e && typeof e === 'object'; e = Reflect.get(e, 'cause')) {
    const code = Reflect.get(e, 'code');
    if (typeof code === 'string') {
      if (networkCodes[code]) return new OutboundFailure(networkCodes[code]);
      if (/CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_VERIFY|ERR_TLS/.test(code)) return new OutboundFailure('tls');
    }
  }
  const name = error instanceof Error ? error.name : '';
  if (name === 'TimeoutError') return new OutboundFailure('timeout');
  return new OutboundFailure('protocol');
}

export interface OutboundRequest {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
}

/**
 * An HTTP(S) request to `url` through the policy: the host resolved and checked, the socket opened to
 * that address (the name kept for TLS and `Host`), no redirect followed (a 3xx is answered as it is).
 * Answers a web Response once the headers arrive; throws OutboundRefused or OutboundFailure.
 */
export async function outboundFetch(
  policy: OutboundPolicy,
  url: string,
  request: OutboundRequest,
): Promise<Response> {
  const problem = urlProblem(url);
  if (problem) throw new OutboundFailure('protocol');
  const target = new URL(url);
  const { address, family } = await policy.resolve(target.hostname);
  request.signal?.throwIfAborted();
  const client = target.protocol === 'https:' ? https : http;
  return new Promise<Response>((resolvePromise, reject) => {
    const req = client.request(
      target,
      {
        method: request.method,
        headers: request.headers,
        lookup: pinnedLookup(address, family),
        agent: false,
        ...(request.signal ? { signal: request.signal } : {}),
      },
      (res) => {
        const headers = new Headers();
        for (const [k, v] of Object.entries(res.headers)) {
          if (Array.isArray(v)) for (const one of v) headers.append(k, one);
          else if (v !== undefined) headers.set(k, v);
        }
        const status = res.statusCode ?? 502;
        const body =
          status === 204 || status === 304 ? null : (Readable.toWeb(res) as ReadableStream<Uint8Array>);
        resolvePromise(new Response(body, { status: status < 200 || status > 599 ? 502 : status, headers }));
      },
    );
    req.on('error', reject);
    req.end(request.body);
  });
}
