import '../../../i18n/kit.ts';
import '../crm.strings.ts';
import { useSelector } from '@xstate/react';
import { lazy, useEffect, useState } from 'react';
import { type CrmTagGroup, type CrmTagItem, crmTagRule } from '../../../../contract/crm-tag.ts';
import type { ListResult } from '../../../../contract/envelope.ts';
import { useT } from '../../../i18n/use-t.ts';
import { currentParams, hashHref, joinHash, navigate, onHashChange } from '../../../lib/hash.ts';
import { useInspectedActor } from '../../../lib/use-inspected-actor.ts';
import { failureOf, listMachine } from '../../../machines/list.machine.ts';
import { PageHeading } from '../../../shell/page-heading.tsx';
import { RuleGate } from '../../../shell/rule-gate.tsx';
import { Button } from '../../../ui/button.tsx';
import { EditDialog } from '../../../ui/edit-dialog.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import layout from '../../../ui/layout.module.css';
import { Link } from '../../../ui/link.tsx';
import { ListFailure } from '../../../ui/list-failure.tsx';
import { listLoader } from '../../../ui/list-loader.ts';
import { useLiveRows } from '../../../ui/live-rows.tsx';
import { tagGroups } from '../crm-tag.ts';
import styles from './crm-config.module.css';
import { DictionaryTable } from './dictionary-table.tsx';

// The form loads when its dialog first opens, not with the list.
const DictionaryItemForm = lazy(() =>
  import('./dictionary-item-form.tsx').then((m) => ({ default: m.DictionaryItemForm })),
);

const path = '/crm/config/tag';

/** The group shown beside the groups (`?group=12` keeps it across a reload and in a link). */
function groupParam(): number {
  const id = Number(currentParams().get('group'));
  return Number.isInteger(id) && id > 0 ? id : 0;
}

// Every group with every tag (shown or not) in one call: the lists are short (crmTagLimits).
async function loadGroups(): Promise<ListResult<CrmTagGroup>> {
  const list = await tagGroups();
  return { list, total: list.length, page: 1, pageSize: list.length };
}

type Editing =
  | { kind: 'group'; item?: CrmTagItem }
  | { kind: 'tag'; item?: CrmTagItem; groupId: number }
  | null;

/** /crm/config/tag: tag groups, and the tags of the one chosen, each list in its order. */
export default function TagScreen() {
  const t = useT();
  const [editing, setEditing] = useState<Editing>(null);
  const [chosen, setChosen] = useState(groupParam);
  useEffect(() => onHashChange(() => setChosen(groupParam())), []);
  const actor = useInspectedActor(
    listMachine.provide({
      actors: { loadPage: listLoader(loadGroups) },
    }),
    { input: { query: { pageSize: 100 } } },
  );
  // Another member's change to a group or to one of its tags: that group is read again and replaced
  // in place (a tag added to a group in view shows there), a deleted group leaves, with a quiet note.
  const liveNote = useLiveRows<CrmTagGroup>({
    actor,
    entities: ['crm_tag'],
    load: loadGroups,
    rowKey: (g) => g.id,
    rowName: (g) => g.title,
    parts: (g) => g.tags.map((tag) => ({ id: tag.id, name: tag.title })),
  });
  const groups = useSelector(actor, (s) => s.context.rows) as CrmTagGroup[];
  const state = useSelector(actor, (s) =>
    failureOf(s) ? 'error' : s.matches('loading') && s.context.rows.length === 0 ? 'loading' : 'ready',
  );
  const reload = () => actor.send({ type: 'list.reload' });
  const group = groups.find((g) => g.id === chosen) ?? groups[0];
  const close = () => setEditing(null);

  return (
    <div className={layout.page}>
      <PageHeading className={layout.title}>{t('crm.tag.title')}</PageHeading>
      <p className={layout.muted}>{t('crm.tag.intro')}</p>
      {liveNote}
      {state === 'error' ? (
        <ListFailure actor={actor} />
      ) : state === 'loading' ? (
        <p role="status">{t('kit.loading')}</p>
      ) : (
        <div className={styles.columns}>
          <section className={layout.section} aria-labelledby="crm-groups">
            <h2 id="crm-groups" className={layout.sectionTitle}>
              {t('crm.tag.groups')}
            </h2>
            <DictionaryTable<CrmTagGroup>
              aria-label={t('crm.tag.groups')}
              items={groups}
              columns={[
                {
                  id: 'tags',
                  title: t('crm.tag.tags'),
                  render: (g) => (
                    <Link
                      href={hashHref(joinHash(path, new URLSearchParams({ group: String(g.id) })))}
                      aria-current={g.id === group?.id ? 'true' : undefined}
                      className={g.id === group?.id ? `${styles.nowrap} ${styles.current}` : styles.nowrap}
                      aria-label={t('crm.tag.showTags', { name: g.title, count: g.tags.length })}
                    >
                      {t('crm.tag.tagCount', { count: g.tags.length })}
                    </Link>
                  ),
                },
              ]}
              deleteText={(g) =>
                g.tags.length > 0
                  ? t('crm.tag.deleteGroupWithTags', { name: g.title, count: g.tags.length })
                  : t('crm.delete.group', { name: g.title })
              }
              onEdit={(item) => setEditing({ kind: 'group', item })}
              onChanged={reload}
              toolbar={
                <RuleGate rule={crmTagRule.add}>
                  <Button variant="primary" onPress={() => setEditing({ kind: 'group' })}>
                    {t('crm.tag.addGroup')}
                  </Button>
                </RuleGate>
              }
              empty={<EmptyState title={t('crm.tag.noGroups')} description={t('crm.tag.noGroupsHint')} />}
            />
          </section>
          {group ? (
            <section className={layout.section} aria-labelledby="crm-tags">
              <h2 id="crm-tags" className={layout.sectionTitle}>
                {t('crm.tag.tagsOf', { name: group.title })}
              </h2>
              <DictionaryTable<CrmTagItem>
                // A table per group: its move buttons and order belong to that group only.
                key={group.id}
                aria-label={t('crm.tag.tagsOf', { name: group.title })}
                items={group.tags}
                deleteText={(tag) => t('crm.delete.tag', { name: tag.title })}
                onEdit={(item) => setEditing({ kind: 'tag', item, groupId: group.id })}
                onChanged={reload}
                toolbar={
                  <RuleGate rule={crmTagRule.add}>
                    <Button variant="primary" onPress={() => setEditing({ kind: 'tag', groupId: group.id })}>
                      {t('crm.tag.addTag')}
                    </Button>
                  </RuleGate>
                }
                empty={<EmptyState title={t('crm.tag.noTags')} />}
              />
            </section>
          ) : null}
        </div>
      )}
      <EditDialog
        editing={editing}
        onClose={close}
        bodyClassName={layout.dialogBody}
        title={(e) => t(e.item ? 'crm.item.editForm' : 'crm.item.addForm', { type: t(`crm.type.${e.kind}`) })}
      >
        {(e) => (
          <DictionaryItemForm
            type={e.kind}
            item={e.item}
            groups={groups}
            groupId={e.kind === 'tag' ? e.groupId : undefined}
            onSaved={(id) => {
              // A new group is where its tags are added next.
              if (e.kind === 'group' && !e.item)
                navigate(joinHash(path, new URLSearchParams({ group: String(id) })));
              close();
              reload();
            }}
          />
        )}
      </EditDialog>
    </div>
  );
}
