import { Hono } from 'hono';
import { customerExportBody, customerRule } from '../../../contract/customer.ts';
import { requireRule } from '../../auth/session.middleware.ts';
import type { AppEnv } from '../../context.ts';
import { parseBody } from '../../envelope.ts';
import { crmViewer } from './crm-caller.ts';
import { exportCustomers } from './customer-export.service.ts';

// server/modules/crm/crm-customer-export.test.ts reads the cell rules from here, where they were.
export { cstTime, safeCell } from './customer-export.service.ts';

/**
 * `export.html`: the customers the list shows as a CSV file streamed a batch at a time
 * (customer-export.service.ts). The answer is the file itself; a refusal (no rule, a group of another
 * brand) is the usual envelope, since nothing has been sent yet.
 */
export const crmCustomerExportRoutes = new Hono<AppEnv>().post(
  '/export.html',
  requireRule(customerRule.export),
  async (c) => {
    const body = await parseBody(c, customerExportBody);
    const file = await exportCustomers(c.var.deps, await crmViewer(c), body);
    return new Response(file.stream, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${file.fileName}"`,
        'Cache-Control': 'no-store',
      },
    });
  },
);
