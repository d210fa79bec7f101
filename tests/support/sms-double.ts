import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signAcs3 } from '../../server/modules/notify/aliyun-sms.ts';
import { signTc3 } from '../../server/modules/notify/tencent-sms.ts';

/**
 * A local stand-in for the Aliyun and Tencent SMS APIs that checks every request's signature the way
 * the provider does: from the bytes that arrived (query, headers, body), with the secret it knows.
 * A request whose signature does not match is refused as the provider refuses it.
 */

export interface ReceivedSms {
  provider: 'aliyun' | 'tencent';
  mobile: string;
  templateCode: string;
  params: unknown;
  signName: string;
}

export type DoubleMode = 'ok' | 'error500' | 'hang' | 'refuse';

export interface SmsDouble {
  url: string;
  received: ReceivedSms[];
  /** Requests whose signature did not match. */
  badSignatures: number;
  /** What the next requests get: answers, HTTP 500, no answer at all, a permanent refusal. */
  mode: DoubleMode;
  close(): Promise<void>;
}

async function bodyOf(req: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const chunk of req) parts.push(chunk as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

export async function startSmsDouble(keys: { id: string; secret: string }): Promise<SmsDouble> {
  const double: SmsDouble = {
    url: '',
    received: [],
    badSignatures: 0,
    mode: 'ok',
    close: async () => undefined,
  };
  let serial = 0;
  const server: Server = createServer(async (req, res) => {
    const body = await bodyOf(req);
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    if (double.mode === 'hang') return; // never answers; the client's timeout ends it
    const h = (name: string) => String(req.headers[name] ?? '');
    if (h('x-tc-action')) {
      // Tencent: recompute TC3 over the body as received.
      const expected = signTc3(
        {
          host: h('host'),
          service: 'sms',
          payload: body,
          contentType: h('content-type'),
          timestamp: Number(h('x-tc-timestamp')),
        },
        keys.id,
        keys.secret,
      );
      if (h('authorization') !== expected.authorization) {
        double.badSignatures++;
        return json(200, {
          Response: { Error: { Code: 'AuthFailure.SignatureFailure', Message: 'signature mismatch' } },
        });
      }
      if (double.mode === 'error500') return json(500, { Response: { Error: { Code: 'InternalError' } } });
      const p = JSON.parse(body);
      if (double.mode === 'refuse')
        return json(200, {
          Response: {
            SendStatusSet: [{ Code: 'InvalidParameterValue.IncorrectPhoneNumber', Message: 'bad number' }],
          },
        });
      double.received.push({
        provider: 'tencent',
        mobile: p.PhoneNumberSet[0],
        templateCode: p.TemplateId,
        params: p.TemplateParamSet,
        signName: p.SignName,
      });
      return json(200, {
        Response: {
          SendStatusSet: [{ SerialNo: `tc-${++serial}`, Code: 'Ok', Message: 'send success' }],
          RequestId: 'r',
        },
      });
    }
    // Aliyun: recompute ACS3 over the query and headers as received.
    const url = new URL(req.url ?? '/', 'http://double');
    const query = Object.fromEntries(url.searchParams);
    const expected = signAcs3(
      {
        method: 'POST',
        host: h('host'),
        path: url.pathname,
        query,
        body,
        action: h('x-acs-action'),
        version: h('x-acs-version'),
        date: h('x-acs-date'),
        nonce: h('x-acs-signature-nonce'),
      },
      keys.id,
      keys.secret,
    );
    if (
      h('authorization') !== expected.headers.authorization ||
      h('x-acs-content-sha256') !== expected.headers['x-acs-content-sha256']
    ) {
      double.badSignatures++;
      return json(400, {
        Code: 'IncompleteSignature',
        Message: 'The request signature does not conform to Aliyun standards.',
      });
    }
    if (double.mode === 'error500') return json(503, { Code: 'ServiceUnavailable', Message: 'busy' });
    if (double.mode === 'refuse')
      return json(200, { Code: 'isv.MOBILE_NUMBER_ILLEGAL', Message: 'bad number' });
    double.received.push({
      provider: 'aliyun',
      mobile: query.PhoneNumbers ?? '',
      templateCode: query.TemplateCode ?? '',
      params: JSON.parse(query.TemplateParam ?? '{}'),
      signName: query.SignName ?? '',
    });
    return json(200, { Code: 'OK', Message: 'OK', BizId: `ali-${++serial}`, RequestId: 'r' });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  double.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  double.close = () =>
    new Promise((done) => {
      server.closeAllConnections();
      server.close(() => done());
    });
  return double;
}
