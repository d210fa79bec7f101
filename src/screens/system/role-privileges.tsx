import { ChevronDown, ChevronRight } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { Button as RacButton } from 'react-aria-components';
import type { RoleListItem, RuleNode } from '../../../contract/role.ts';
import { useT } from '../../i18n/use-t.ts';
import { roleDetail, ruleTree, setRolePrivileges } from '../../services/role.ts';
import { Button } from '../../ui/button.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import { ErrorState } from '../../ui/error-state.tsx';
import { SaveButton } from '../../ui/save-button.tsx';
import { useToast } from '../../ui/toast-provider.tsx';
import { indexRules, knownIds, type RuleIndex, subtreeIds, tickState, toggleRule } from './rule-tree.ts';
import styles from './system.module.css';

type Loaded =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'ready'; tree: RuleNode[]; index: RuleIndex; initial: Set<number> };

export interface RolePrivilegesProps {
  role: Pick<RoleListItem, 'id' | 'title' | 'isOwner'>;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * The privileges editor: the rule tree grouped by module, a select-all box per module, a count of
 * granted rules, saved through `role/priv`. Each module is a group of nested checkboxes (Tab moves
 * between boxes, Space ticks), with its branch folded behind a disclosure button.
 */
export function RolePrivileges({ role, onClose, onSaved }: RolePrivilegesProps) {
  const t = useT();
  const toast = useToast();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [granted, setGranted] = useState<Set<number>>(new Set());
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    void attempt;
    setLoaded({ state: 'loading' });
    Promise.all([ruleTree(), roleDetail(role.id)]).then(
      ([tree, detail]) => {
        if (!live) return;
        const index = indexRules(tree);
        const initial = knownIds(index, detail.rules);
        setLoaded({ state: 'ready', tree, index, initial });
        setGranted(initial);
      },
      () => live && setLoaded({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [role.id, attempt]);

  if (loaded.state === 'loading') return <p role="status">{t('kit.loading')}</p>;
  if (loaded.state === 'failed')
    return <ErrorState title={t('role.privLoadFailed')} onRetry={() => setAttempt((n) => n + 1)} />;

  const { tree, index } = loaded;
  const readOnly = role.isOwner;
  const shown = readOnly ? new Set(index.all) : granted;
  const toggle = (id: number) => setGranted((g) => toggleRule(index, g, id));

  return (
    <div className={styles.priv}>
      <p className={styles.muted}>{readOnly ? t('role.privOwner') : t('role.privIntro')}</p>
      <p className={styles.privCount} role="status">
        {t('role.privCount', { count: shown.size, total: index.all.length })}
      </p>
      <div className={styles.privModules}>
        {tree.map((module) => (
          <ModuleGroup
            key={module.id}
            module={module}
            granted={shown}
            readOnly={readOnly}
            onToggle={toggle}
          />
        ))}
      </div>
      <div className={styles.dialogActions}>
        <Button onPress={onClose}>{t('system.cancel')}</Button>
        {readOnly ? null : (
          <SaveButton
            onSave={() => setRolePrivileges({ id: role.id, rules: [...granted].sort((a, b) => a - b) })}
            onSaved={() => {
              toast.show(t('role.privSaved'), { tone: 'success' });
              onSaved();
            }}
          >
            {t('role.privSave')}
          </SaveButton>
        )}
      </div>
    </div>
  );
}

function ModuleGroup({
  module,
  granted,
  readOnly,
  onToggle,
}: {
  module: RuleNode;
  granted: ReadonlySet<number>;
  readOnly: boolean;
  onToggle: (id: number) => void;
}) {
  const t = useT();
  const headingId = useId();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const ids = useMemo(() => subtreeIds(module), [module]);
  const count = ids.filter((id) => granted.has(id)).length;
  const state = tickState(module, granted);
  return (
    <section className={styles.module} aria-labelledby={headingId}>
      <div className={styles.moduleHead}>
        {module.childList.length > 0 ? (
          <RacButton
            className={styles.disclosure}
            aria-expanded={open}
            aria-controls={panelId}
            aria-label={module.title}
            onPress={() => setOpen((o) => !o)}
          >
            {open ? (
              <ChevronDown aria-hidden="true" size={16} />
            ) : (
              <ChevronRight aria-hidden="true" size={16} />
            )}
          </RacButton>
        ) : (
          <span className={styles.disclosureSpacer} />
        )}
        <h3 id={headingId} className={styles.moduleTitle}>
          {module.title}
        </h3>
        <span className={styles.muted}>{t('role.privModuleCount', { count, total: ids.length })}</span>
        <Checkbox
          className={styles.selectAll}
          isSelected={state === 'all'}
          isIndeterminate={state === 'some'}
          isReadOnly={readOnly}
          onChange={() => onToggle(module.id)}
        >
          {t('role.privSelectAll', { module: module.title })}
        </Checkbox>
      </div>
      {module.childList.length > 0 ? (
        <div id={panelId} hidden={!open}>
          {open ? (
            <RuleList nodes={module.childList} granted={granted} readOnly={readOnly} onToggle={onToggle} />
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

function RuleList({
  nodes,
  granted,
  readOnly,
  onToggle,
}: {
  nodes: RuleNode[];
  granted: ReadonlySet<number>;
  readOnly: boolean;
  onToggle: (id: number) => void;
}) {
  return (
    <ul className={styles.ruleList}>
      {nodes.map((node) => {
        const state = tickState(node, granted);
        return (
          <li key={node.id}>
            <Checkbox
              isSelected={state === 'all'}
              isIndeterminate={state === 'some'}
              isReadOnly={readOnly}
              onChange={() => onToggle(node.id)}
            >
              {node.title}
            </Checkbox>
            {node.childList.length > 0 ? (
              <RuleList nodes={node.childList} granted={granted} readOnly={readOnly} onToggle={onToggle} />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
