import { fieldRefusal } from '../envelope.ts';
import { type OutboundPolicy, urlProblem } from './outbound.ts';

/**
 * Refuses at its field an address a settings form saves that no call could use: a URL with user info
 * or a fragment, or a host inside the network that OUTBOUND_ALLOW does not name. A name that does not
 * resolve now is saved; the call will say so.
 */
export async function checkAddress(
  policy: OutboundPolicy,
  field: string,
  address: string,
  kind: 'url' | 'host',
) {
  let host = address;
  if (kind === 'url') {
    const problem = urlProblem(address);
    if (problem) throw fieldRefusal(field, `outbound.url.${problem}`);
    host = new URL(address).hostname;
  }
  const refused = await policy.screen(host);
  if (refused)
    throw fieldRefusal(field, `outbound.internal.${refused.range}`, {
      host: refused.host,
      address: refused.address,
    });
}
