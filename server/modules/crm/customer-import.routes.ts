import { Hono } from 'hono';
import { customerRule, importFormBody, importStatusBody } from '../../../contract/customer.ts';
import { requireRule } from '../../auth/session.middleware.ts';
import type { AppEnv } from '../../context.ts';
import { ok, parseBody, parseInput } from '../../envelope.ts';
import { discard, receiveMultipart } from '../../upload/multipart.ts';
import { multipartOverhead } from '../../upload/upload-policy.ts';
import { crmCaller } from './crm-caller.ts';
import { importFile, importMaxBytes, importProgress, queueImport } from './customer-import.service.ts';

/** `/crm/customer/import*.html`: the customer import (the other customer calls share the prefix). */
export const crmCustomerImportRoutes = new Hono<AppEnv>()
  .post('/import.html', requireRule(customerRule.import), async (c) => {
    const me = crmCaller(c);
    const received = await receiveMultipart(c.req.raw, {
      tempDir: c.var.deps.storage.tempDir,
      maxBodyBytes: importMaxBytes + multipartOverhead,
      maxFiles: 1,
      fileCap: () => importMaxBytes,
    });
    try {
      // The file's refusals come before the fields', the order this call has always answered in.
      const { file, name } = importFile(received.files);
      const form = parseInput(c, importFormBody, received.fields);
      return ok(c, await queueImport(c.var.deps, me, { file, name, form }), 'crmImportQueued');
    } finally {
      await discard(received.files);
    }
  })
  .post('/import_status.html', requireRule(customerRule.importStatus), async (c) => {
    const body = await parseBody(c, importStatusBody);
    return ok(c, await importProgress(c.var.deps, crmCaller(c), body));
  });
