import '../../i18n/kit.ts';
import { type ReactNode, useRef } from 'react';
import type { AuditListItem, AuditListResult } from '../../../contract/audit.ts';
import type { MessageKey } from '../../i18n/i18n.ts';
import { system } from '../../i18n/system.ts';
import { useT } from '../../i18n/use-t.ts';
import { formatDateTime } from '../../lib/dates.ts';
import page from '../../shell/page.module.css';
import { Button } from '../../ui/button.tsx';
import layout from '../../ui/layout.module.css';
import { useToast } from '../../ui/toast-provider.tsx';
import { useResource } from '../../ui/use-resource.ts';
import { listAudit } from './audit.ts';
import styles from './system.module.css';

type SystemKey = keyof (typeof system)['zh-CN'];

/** `audit.<entity>.<action>` when the catalogue words that change, else the general entry. */
function entryKey(entity: string, action: string): SystemKey {
  const key = `audit.${entity}.${action}`;
  return isSystemKey(key) ? key : 'audit.other';
}

function isSystemKey(key: string): key is SystemKey {
  return Object.hasOwn(system['zh-CN'], key);
}

const fieldText: Partial<Record<string, MessageKey>> = {
  realName: 'audit.field.realName',
  mobile: 'audit.field.mobile',
  email: 'audit.field.email',
  roleId: 'audit.field.roleId',
  status: 'audit.field.status',
  password: 'audit.field.password',
  title: 'audit.field.title',
  description: 'audit.field.description',
};

/**
 * The brand's last changes from the audit log, in words ("admin 修改了角色 编辑：描述"), newest first.
 * The server leaves out what the role may not open; the System overview and the home page show it.
 */
export function RecentChanges({ count = 10, more }: { count?: number; more?: ReactNode }) {
  const t = useT();
  const recent = useResource<AuditListResult>(count, () =>
    listAudit({ page: 1, pageSize: count }, { notifyErrors: false }),
  );
  const describe = (e: AuditListItem) => {
    const fields = e.fields
      .map((f) => {
        const key = fieldText[f];
        return key ? t(key) : f;
      })
      .join(t('audit.fieldSeparator'));
    const params = { actor: e.actorName, subject: e.subject, fields, action: e.action };
    // An undo is itself a change, of whatever entity it took back (docs/decisions/undo.md).
    if (e.action === 'undo') return t('audit.undoEntry', params);
    return t(entryKey(e.entity, e.action), params);
  };
  const list = recent.data?.list ?? [];
  const toast = useToast();
  const listRef = useRef<HTMLOListElement>(null);
  /**
   * A change taken back from its row: the same undo toast as after the change (undoing, then what came
   * back and what did not, read politely), started at once; the list then reads again and the row says
   * 已撤销. Focus goes to the list, since the row's 撤销 is gone by then.
   */
  const undo = (e: AuditListItem) => {
    if (!e.undo) return;
    const id = toast.show(describe(e), {
      tone: 'success',
      undo: e.undo,
      onUndone: recent.reload,
      focusAfter: () => listRef.current,
    });
    toast.undo(id);
  };
  return (
    <section className={page.section} aria-labelledby="recent-changes" aria-busy={recent.loading}>
      <h2 id="recent-changes" className={page.sectionTitle}>
        {t('audit.title')}
      </h2>
      {recent.loading ? <p className={layout.muted}>{t('kit.loading')}</p> : null}
      {recent.failed ? <p className={layout.muted}>{t('audit.loadFailed')}</p> : null}
      {recent.data && list.length === 0 ? <p className={layout.muted}>{t('audit.empty')}</p> : null}
      {list.length > 0 ? (
        <ol ref={listRef} className={styles.recent} tabIndex={-1} aria-labelledby="recent-changes">
          {list.map((e) => (
            <li key={e.id}>
              <span>{describe(e)}</span>
              <span className={styles.recentEnd}>
                <time className={layout.muted} dateTime={e.createdAt}>
                  {formatDateTime(e.createdAt)}
                </time>
                {e.undoneBy !== null ? (
                  <span className={layout.muted}>{t('audit.undone')}</span>
                ) : e.undo ? (
                  <Button
                    size="small"
                    aria-label={t('audit.undoRow', { what: describe(e) })}
                    onPress={() => undo(e)}
                  >
                    {t('audit.undo')}
                  </Button>
                ) : null}
              </span>
            </li>
          ))}
        </ol>
      ) : null}
      {more}
    </section>
  );
}
