import '../../i18n/kit.ts';
import { useSelector } from '@xstate/react';
import { useId, useState } from 'react';
import type { ListResult } from '../../../contract/envelope.ts';
import { defaultSlidePosition, type SlideItem, slideRule, slideTitleRule } from '../../../contract/slide.ts';
import { useT } from '../../i18n/use-t.ts';
import type { FormObject } from '../../lib/form-serialiser.ts';
import { useInspectedActor } from '../../lib/use-inspected-actor.ts';
import { failureOf, listMachine } from '../../machines/list.machine.ts';
import { withFieldErrors } from '../../services/field-errors.ts';
import { mediaSource } from '../../services/kit-sources.ts';
import { useMayBrowseMedia } from '../../shell/use-may-browse-media.ts';
import { useGrant } from '../../shell/use-may-call.ts';
import { Button } from '../../ui/button.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import { EditDialog } from '../../ui/edit-dialog.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import layout from '../../ui/layout.module.css';
import { LibraryImageField } from '../../ui/library-image-field.tsx';
import { ListFailure } from '../../ui/list-failure.tsx';
import { listLoader } from '../../ui/list-loader.ts';
import { useLiveRows } from '../../ui/live-rows.tsx';
import { ManagedForm } from '../../ui/managed-form.tsx';
import { RowActions } from '../../ui/row-actions.tsx';
import { SortableCards } from '../../ui/sortable-cards.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useToast } from '../../ui/toast-provider.tsx';
import { Allowed, granted, WithheldBy } from '../../ui/withheld.tsx';
import { runDelete } from './article.ts';
import { DisplayCell } from './item-actions.tsx';
import styles from './platform.module.css';
import {
  addSlide,
  listSlides,
  saveSlideOrder,
  setSlideDisplay,
  slideDeleteUrl,
  slideDetail,
  updateSlide,
} from './slide.ts';

type Editing = { id?: number; title?: string } | null;

// Every slide in one call, in the site's order: a brand has a handful.
const loadSlides = (): Promise<ListResult<SlideItem>> => listSlides({ page: 1, pageSize: 100 });

/**
 * The slides tab: image cards in the order the site shows them, moved earlier or later and saved
 * at once ("Save order"), each with its switch, edit and delete.
 */
export function SlidePanel() {
  const t = useT();
  const grant = useGrant();
  const toast = useToast();
  const [editing, setEditing] = useState<Editing>(null);
  const may = {
    add: grant(slideRule.add),
    edit: grant(slideRule.detail, slideRule.update),
    update: grant(slideRule.update),
    del: grant(slideRule.del),
  };
  const actor = useInspectedActor(
    listMachine.provide({
      actors: { loadPage: listLoader(loadSlides) },
    }),
    { input: { query: { pageSize: 100 } } },
  );
  const slides = useSelector(actor, (s) => s.context.rows) as SlideItem[];
  const state = useSelector(actor, (s) =>
    failureOf(s) ? 'error' : s.matches('loading') && s.context.rows.length === 0 ? 'loading' : 'ready',
  );
  const load = () => actor.send({ type: 'list.reload' });
  // Another member's change to a slide in view: replaced or dropped in place, with a quiet note.
  const liveNote = useLiveRows<SlideItem>({
    actor,
    entities: ['slide'],
    load: loadSlides,
    rowKey: (s) => s.id,
    rowName: (s) => s.title,
  });
  // A slide needs an image from the library: a role that may not read it could never add one, so
  // the button says so before the form is filled (withheld, still reached by Tab).
  const mayBrowse = useMayBrowseMedia()('image');
  const addReasonId = useId();
  const addButton = (
    <Button variant="primary" onPress={() => setEditing({})}>
      {t('slide.add')}
    </Button>
  );
  const add = (
    <Allowed by={may.add}>
      {mayBrowse ? (
        addButton
      ) : (
        <span className={styles.withheldAdd}>
          <WithheldBy reasonId={addReasonId}>{addButton}</WithheldBy>
          <span id={addReasonId}>{t('slide.addNeedsMedia')}</span>
        </span>
      )}
    </Allowed>
  );
  // What the role may not do to the slides it sees, said once over the cards rather than as controls
  // that are silently missing (a right lost meanwhile keeps its controls, withheld, instead).
  const rightsNote =
    may.update === false || may.del === false ? (
      <div className={styles.rightsNote}>
        {may.update === false ? <p>{t('slide.noEditRight')}</p> : null}
        {may.del === false ? <p>{t('slide.noDeleteRight')}</p> : null}
      </div>
    ) : null;
  return (
    <div className={styles.main}>
      {/* With cards, the note goes under their toolbar, as a list view's does: above it, its kept line
          was an empty gap between the tabs and the toolbar. */}
      {state === 'ready' && slides.length > 0 ? null : liveNote}
      {state === 'error' ? (
        <ListFailure actor={actor} />
      ) : state === 'loading' ? (
        <p role="status">{t('kit.loading')}</p>
      ) : slides.length === 0 ? (
        <EmptyState title={t('slide.empty')} description={t('slide.emptyHint')} action={add ?? undefined} />
      ) : (
        <SortableCards<SlideItem>
          aria-label={t('slide.list')}
          rows={slides}
          rowKey={(s) => s.id}
          rowLabel={(s) => s.title}
          toolbar={add}
          mayOrder={may.update}
          note={
            <>
              {liveNote}
              {rightsNote}
            </>
          }
          save={async (body) => {
            await saveSlideOrder(body.list, new Map(slides.map((s) => [s.id, s.ordernum])));
            toast.show(t('platform.orderSaved'), { tone: 'success' });
            load();
          }}
          renderCard={(s, card) => (
            <>
              <img className={styles.slideImage} src={mediaSource.href?.(s.image) ?? s.image} alt={s.title} />
              <p className={styles.cardTitle}>{s.title}</p>
              <p className={styles.cardMeta}>
                {t('kit.labelled', { label: t('slide.position'), value: s.position })} ·{' '}
                {s.url || t('slide.noUrl')}
              </p>
              <span className={styles.cardActions}>
                <Allowed by={may.update}>
                  <DisplayCell
                    name={s.title}
                    value={s.display}
                    onChange={(on, options) => setSlideDisplay(s.id, on, options)}
                  />
                </Allowed>
                <RowActions
                  name={s.title}
                  editLabel={t('slide.editLabel', { name: s.title })}
                  onEdit={granted(may.edit, () => setEditing({ id: s.id, title: s.title }))}
                  deleteUrl={granted(may.del, slideDeleteUrl(s.id))}
                  deleteText={t('slide.deleteOne', { name: s.title })}
                  runDelete={runDelete}
                  onDeleted={load}
                  focusAfterUndo={card.focusTarget}
                />
              </span>
            </>
          )}
        />
      )}
      <EditDialog
        editing={editing}
        onClose={() => setEditing(null)}
        bodyClassName={styles.dialogBody}
        title={(e) =>
          e.id === undefined ? t('slide.addTitle') : t('slide.editTitle', { name: e.title ?? '' })
        }
      >
        {(e) => (
          <SlideForm
            id={e.id}
            onSaved={() => {
              setEditing(null);
              load();
            }}
          />
        )}
      </EditDialog>
    </div>
  );
}

function SlideForm({ id, onSaved }: { id?: number; onSaved: () => void }) {
  const t = useT();
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  const load = async (): Promise<FormObject> => {
    const s = await slideDetail(id ?? 0);
    return { title: s.title, image: s.image, url: s.url, position: s.position, display: s.display };
  };
  const submit = (values: FormObject) => {
    const body = {
      title: str(values.title),
      image: str(values.image),
      url: str(values.url),
      position: str(values.position) || defaultSlidePosition,
      display: values.display !== false,
    };
    return withFieldErrors(id === undefined ? addSlide(body) : updateSlide({ id, ...body }));
  };
  return (
    <ManagedForm
      formId={`slide:${id ?? 'new'}`}
      live={id === undefined ? undefined : { entity: 'slide', id: Number(id) }}
      rules={{
        title: { ...slideTitleRule, label: t('slide.title') },
        image: { required: true, choice: true, label: t('slide.image') },
      }}
      load={id === undefined ? undefined : load}
      initialValues={
        id === undefined
          ? { title: '', image: '', url: '', position: defaultSlidePosition, display: true }
          : undefined
      }
      submit={submit}
      onSaved={onSaved}
      aria-label={id === undefined ? t('slide.addTitle') : t('platform.edit')}
    >
      {(api) => (
        <div className={styles.fields}>
          <TextField
            {...api.text('title')}
            label={t('slide.title')}
            maxLength={slideTitleRule.max}
            autoFocus
          />
          <div className={layout.wide}>
            <LibraryImageField
              label={t('slide.image')}
              value={str(api.values.image)}
              onChange={(url) => api.setValue('image', url)}
              source={mediaSource}
              errorMessage={api.errors.image}
              isRequired
            />
          </div>
          <TextField
            {...api.text('url')}
            type="url"
            label={t('slide.url')}
            description={t('slide.urlHint')}
          />
          <TextField
            {...api.text('position')}
            label={t('slide.position')}
            description={t('slide.positionHint')}
          />
          <Checkbox isSelected={api.values.display !== false} onChange={(on) => api.setValue('display', on)}>
            {t('platform.display')}
          </Checkbox>
        </div>
      )}
    </ManagedForm>
  );
}
