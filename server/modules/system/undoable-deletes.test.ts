import { describe, expect, it } from 'vitest';
import { adminUserPaths } from '../../../contract/admin-user.ts';
import { agentGroupPaths, agentUserPaths } from '../../../contract/agent.ts';
import { articlePaths } from '../../../contract/article.ts';
import { isUndoableDelete, undoableDeletes } from '../../../contract/change-undo.ts';
import { crmMaterialPaths } from '../../../contract/crm-material.ts';
import { crmProductPaths } from '../../../contract/crm-product.ts';
import { crmTagPaths } from '../../../contract/crm-tag.ts';
import { customerPaths } from '../../../contract/customer.ts';
import { emailPaths } from '../../../contract/email.ts';
import { friendLinkPaths } from '../../../contract/friend-link.ts';
import { pagePaths } from '../../../contract/page.ts';
import { rolePaths } from '../../../contract/role.ts';
import { slidePaths } from '../../../contract/slide.ts';
import { smsPaths } from '../../../contract/sms.ts';
import { uploadPaths } from '../../../contract/upload.ts';
import { moduleUndo } from '../../app.ts';

/**
 * Issue 43 item 5: the console deletes at once, without "are you sure?", exactly the deletes the
 * contract lists (`undoableDeletes`). The list must say what the server can take back: a delete listed
 * without an undo handler would be lost at a click, one with a handler left off would ask for nothing.
 */

/** The rules of the server's delete undo handlers (a rule read from the payload is no delete's). */
const handledDeletes = moduleUndo
  .flat()
  .filter((h) => h.action === 'delete')
  .flatMap((h) => (typeof h.rule === 'string' ? [h.rule] : []));

describe('the undoable deletes the contract lists', () => {
  it('are the deletes the undo registry takes back, no more, no fewer', () => {
    expect([...undoableDeletes].sort()).toEqual([...new Set(handledDeletes)].sort());
    expect(new Set(undoableDeletes).size).toBe(undoableDeletes.length);
  });

  it('each at the address the contract gives its call, `/<rule>.html`, as the console builds it', () => {
    const paths = new Set<string>(
      [
        adminUserPaths,
        agentUserPaths,
        agentGroupPaths,
        articlePaths,
        crmMaterialPaths,
        crmProductPaths,
        crmTagPaths,
        customerPaths,
        emailPaths,
        friendLinkPaths,
        pagePaths,
        rolePaths,
        slidePaths,
        smsPaths,
        uploadPaths,
      ].flatMap((p) => Object.values(p)),
    );
    for (const rule of undoableDeletes) {
      expect(paths.has(`/${rule}.html`), rule).toBe(true);
      expect(isUndoableDelete(`/${rule}.html?id=3`), rule).toBe(true);
      expect(isUndoableDelete(`/${rule}.html?ids=3,4`), rule).toBe(true);
    }
  });

  it('tells nothing else for one: a delete without undo, another call, a POST stand-in', () => {
    for (const url of [
      `${emailPaths.del}?id=1`,
      `${customerPaths.restore}`,
      '/brand/manage/session_revoke_others.html',
      'restore:3',
      `${crmTagPaths.del}x?id=1`,
      `/x${crmTagPaths.del}?id=1`,
      '',
    ])
      expect(isUndoableDelete(url), url).toBe(false);
  });
});
