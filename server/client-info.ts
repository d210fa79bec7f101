import { getConnInfo } from '@hono/node-server/conninfo';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context.ts';

/** Who is calling, as far as this process can tell: the address rate limits count, and TLS or not. */
export interface ClientInfo {
  /** The client's IP address ('' when unknown, e.g. a request made in-process). */
  address: string;
  /** Whether the browser reached us over TLS: cookies are `Secure` and HSTS is sent only then. */
  https: boolean;
}

function socketAddress(c: Parameters<typeof getConnInfo>[0]): string {
  try {
    return getConnInfo(c).remote.address ?? '';
  } catch {
    // app.request() in tests and other in-process callers have no socket.
    return '';
  }
}

/**
 * The address `X-Forwarded-For` names for `trustProxy` proxies in front of us: each proxy appends
 * the address it saw, so the entry `trustProxy` places from the right was written by our outermost
 * proxy; whatever stands left of it the client could have sent itself.
 */
export function forwardedAddress(header: string | undefined, trustProxy: number): string | undefined {
  const hops = (header ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  if (hops.length === 0) return undefined;
  return hops[Math.max(0, hops.length - trustProxy)];
}

/**
 * Sets `c.var.client`. With `trustProxy` 0 (the default) only the socket counts: `X-Forwarded-*`
 * headers are anyone's to write. Behind `trustProxy` proxies, the forwarded address and protocol are
 * believed, so a TLS proxy's clients get `Secure` cookies and rate limits see real addresses.
 */
export function clientInfo(trustProxy: number) {
  return createMiddleware<AppEnv>(async (c, next) => {
    let address = socketAddress(c);
    let https = new URL(c.req.url).protocol === 'https:';
    if (trustProxy > 0) {
      address = forwardedAddress(c.req.header('x-forwarded-for'), trustProxy) ?? address;
      const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
      if (proto) https = proto === 'https';
    }
    c.set('client', { address: address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, ''), https });
    await next();
  });
}
