import '../../i18n/kit.ts';
import { useId, useMemo, useState } from 'react';
import type { Key } from 'react-aria-components';
import type { RoleListItem, RuleNode } from '../../../contract/role.ts';
import { useT } from '../../i18n/use-t.ts';
import { indexTree, knownKeys, leafKeys, type TreeNode, withoutEmpty } from '../../lib/tree-selection.ts';
import { inPlace } from '../../services/http.ts';
import { Button } from '../../ui/button.tsx';
import layout from '../../ui/layout.module.css';
import { useLeaveGuard } from '../../ui/leave-question.tsx';
import { ResourceError } from '../../ui/resource-error.tsx';
import { SaveButton } from '../../ui/save-button.tsx';
import { sameKeys } from '../../ui/stable-keys.ts';
import { useToast } from '../../ui/toast-provider.tsx';
import { CheckTree } from '../../ui/tree.tsx';
import { useResource } from '../../ui/use-resource.ts';
import { roleDetail, ruleTree, setRolePrivileges } from './role.ts';
import styles from './system.module.css';

export interface RolePrivilegesProps {
  role: Pick<RoleListItem, 'id' | 'title' | 'isOwner'>;
  onClose: () => void;
  onSaved: () => void;
  /**
   * Put focus on the tree's first row once it is read. For the editor that follows an added role:
   * the add form's 保存, which held focus, is gone, and the dialog would hand focus to its corner ×,
   * where the next Space or Enter closed the editor unseen.
   */
  focusTree?: boolean;
}

function toTreeNode(rule: RuleNode): TreeNode {
  return {
    id: rule.id,
    title: rule.title,
    section: rule.isSection,
    children: rule.childList.map(toTreeNode),
  };
}

/**
 * The privileges editor: the rule tree, one module per top-level item, saved through `role/priv`.
 * It is the kit's CheckTree (one Tab stop; arrows move, Right/Left unfold and fold, Space ticks), and
 * its counts are of leaf rules (each action or screen granted on its own), never of the modules and
 * screens that only group them: the status shows that count and is all a press announces. A module
 * or group left with no screen is unticked with its last one, as the server holds it.
 */
export function RolePrivileges({ role, onClose, onSaved, focusTree }: RolePrivilegesProps) {
  const t = useT();
  const toast = useToast();
  const introId = useId();
  // Changes the user made; until then the role's own grants.
  const [changed, setChanged] = useState<Set<Key> | null>(null);
  const loaded = useResource(role.id, async () => {
    const [rules, detail] = await Promise.all([inPlace(ruleTree()), inPlace(roleDetail(role.id))]);
    const tree = rules.map(toTreeNode);
    const index = indexTree(tree);
    // As the role holds them: a section stored with nothing under it is not ticked.
    return { tree, initial: withoutEmpty(index, knownKeys<Key>(index, detail.rules)) };
  });
  const tree = loaded.data?.tree;
  const leaves = useMemo(() => (tree ? tree.flatMap(leafKeys) : []), [tree]);
  // Closing the dialog (Escape, the corner ×, an outside click, Cancel) with ticks the role does not
  // hold asks first, as a form with unsaved changes does.
  const guard = useLeaveGuard({
    unsaved: changed !== null && loaded.data !== null && !sameKeys(changed, loaded.data.initial),
    onClose,
  });

  if (loaded.failed) return <ResourceError title={t('role.privLoadFailed')} resource={loaded} />;
  if (!loaded.data) return <p role="status">{t('kit.loading')}</p>;

  const granted = changed ?? loaded.data.initial;
  const readOnly = role.isOwner;
  const shown = readOnly ? new Set<Key>(indexTree(loaded.data.tree).all) : granted;

  return (
    <div className={styles.priv}>
      <p id={introId} className={layout.muted}>
        {readOnly ? t('role.privOwner') : t('role.privIntro')}
      </p>
      <CheckTree
        status={t('role.privCount', {
          count: leaves.filter((k) => shown.has(k)).length,
          total: leaves.length,
        })}
        statusClassName={styles.privCount}
        aria-label={t('role.privTree', { name: role.title })}
        aria-describedby={introId}
        items={loaded.data.tree}
        selected={shown}
        onChange={setChanged}
        isReadOnly={readOnly}
        countLabel={({ checked, total }) => t('role.privModuleCount', { count: checked, total })}
        className={styles.privTree}
        autoFocus={focusTree ? 'first' : undefined}
      />
      <div className={styles.dialogActions}>
        <Button onPress={guard.requestClose}>{t('system.cancel')}</Button>
        {readOnly ? null : (
          <SaveButton
            onSave={() =>
              setRolePrivileges({
                id: role.id,
                rules: [...granted].map(Number).sort((a, b) => a - b),
              })
            }
            onSaved={() => {
              toast.show(t('role.privSaved'), { tone: 'success' });
              onSaved();
            }}
          >
            {t('role.privSave')}
          </SaveButton>
        )}
      </div>
      {guard.question}
    </div>
  );
}
