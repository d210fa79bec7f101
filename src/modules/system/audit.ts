import { type AuditListBody, type AuditListResult, auditPaths } from '../../../contract/audit.ts';
import { type CallOptions, post } from '../../services/http.ts';

/** The brand's recent changes, newest first; only the entities the role may open. */
export function listAudit(body: AuditListBody, options: CallOptions = {}): Promise<AuditListResult> {
  return post<AuditListResult>(auditPaths.list, { ...body }, options);
}
