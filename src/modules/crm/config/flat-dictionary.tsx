import '../../../i18n/kit.ts';
import '../crm.strings.ts';
import { useSelector } from '@xstate/react';
import { lazy, useState } from 'react';
import { type CrmTagItem, crmTagRule } from '../../../../contract/crm-tag.ts';
import { useT } from '../../../i18n/use-t.ts';
import { useInspectedActor } from '../../../lib/use-inspected-actor.ts';
import { failureOf, listMachine } from '../../../machines/list.machine.ts';
import { PageHeading } from '../../../shell/page-heading.tsx';
import { useGrant } from '../../../shell/use-may-call.ts';
import { Button } from '../../../ui/button.tsx';
import { EditDialog } from '../../../ui/edit-dialog.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import layout from '../../../ui/layout.module.css';
import { ListFailure } from '../../../ui/list-failure.tsx';
import { listLoader } from '../../../ui/list-loader.ts';
import { useLiveRows } from '../../../ui/live-rows.tsx';
import { Allowed } from '../../../ui/withheld.tsx';
import { listFlat } from '../crm-tag.ts';
import { DictionaryTable } from './dictionary-table.tsx';

// The form loads when its dialog first opens, not with the list.
const DictionaryItemForm = lazy(() =>
  import('./dictionary-item-form.tsx').then((m) => ({ default: m.DictionaryItemForm })),
);

type Editing = { item?: CrmTagItem } | null;

/** /crm/config/follow and /crm/config/source: one flat list in its order (at most crmTagLimits items). */
export function FlatDictionary({ type }: { type: 'follow' | 'source' }) {
  const t = useT();
  const mayAdd = useGrant()(crmTagRule.add);
  const [editing, setEditing] = useState<Editing>(null);
  const actor = useInspectedActor(
    listMachine.provide({
      actors: { loadPage: listLoader(() => listFlat(type)) },
    }),
    { input: { query: { pageSize: 100 } } },
  );
  const items = useSelector(actor, (s) => s.context.rows) as CrmTagItem[];
  const state = useSelector(actor, (s) =>
    failureOf(s) ? 'error' : s.matches('loading') && s.context.rows.length === 0 ? 'loading' : 'ready',
  );
  const reload = () => actor.send({ type: 'list.reload' });
  // Another member's change to these rows: replaced or dropped in place, with a quiet note.
  const liveNote = useLiveRows<CrmTagItem>({
    actor,
    entities: ['crm_tag'],
    load: () => listFlat(type),
    rowKey: (item) => item.id,
    rowName: (item) => item.title,
  });
  const name = t(`crm.type.${type}`);
  return (
    <div className={layout.page}>
      <PageHeading className={layout.title}>{t(`crm.${type}.title`)}</PageHeading>
      <p className={layout.muted}>{t(`crm.${type}.intro`)}</p>
      {/* With the table, the note goes under its toolbar, as a list view's does (above it, its kept
          line was a gap between the intro and the toolbar). */}
      {state === 'ready' ? null : liveNote}
      {state === 'error' ? (
        <ListFailure actor={actor} />
      ) : state === 'loading' ? (
        <p role="status">{t('kit.loading')}</p>
      ) : (
        <DictionaryTable<CrmTagItem>
          aria-label={t(`crm.${type}.title`)}
          items={items}
          deleteText={(item) => t(`crm.delete.${type}`, { name: item.title })}
          onEdit={(item) => setEditing({ item })}
          onChanged={reload}
          note={liveNote}
          toolbar={
            <Allowed by={mayAdd}>
              <Button variant="primary" onPress={() => setEditing({})}>
                {t('crm.item.add', { type: name })}
              </Button>
            </Allowed>
          }
          empty={<EmptyState title={t(`crm.${type}.empty`)} />}
        />
      )}
      <EditDialog
        editing={editing}
        onClose={() => setEditing(null)}
        bodyClassName={layout.dialogBody}
        title={(e) => t(e.item ? 'crm.item.editForm' : 'crm.item.addForm', { type: name })}
      >
        {(e) => (
          <DictionaryItemForm
            type={type}
            item={e.item}
            onSaved={() => {
              setEditing(null);
              reload();
            }}
          />
        )}
      </EditDialog>
    </div>
  );
}
