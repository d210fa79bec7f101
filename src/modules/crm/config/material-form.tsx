import {
  type CrmMaterialDetail,
  type CrmMaterialKind,
  crmMaterialKinds,
  crmMaterialLimits,
  crmMaterialTitleRule,
  materialFileKind,
} from '../../../../contract/crm-material.ts';
import type { CrmTagGroup } from '../../../../contract/crm-tag.ts';
import { useT } from '../../../i18n/use-t.ts';
import type { FieldRules } from '../../../lib/form-check.ts';
import type { FormObject, FormValue } from '../../../lib/form-serialiser.ts';
import { withFieldErrors } from '../../../services/field-errors.ts';
import { mediaSource } from '../../../services/kit-sources.ts';
import { useMayBrowseMedia } from '../../../shell/use-may-browse-media.ts';
import { Checkbox } from '../../../ui/checkbox.tsx';
import { CheckboxGroup } from '../../../ui/checkbox-group.tsx';
import layout from '../../../ui/layout.module.css';
import { ManagedForm } from '../../../ui/managed-form.tsx';
import { MediaPicker, type PickedFile } from '../../../ui/media-picker.tsx';
import { Radio, RadioGroup } from '../../../ui/radio-group.tsx';
import { RichTextField } from '../../../ui/rich-text-field.tsx';
import { Switch } from '../../../ui/switch.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { addMaterial, materialDetail, updateMaterial } from '../crm-material.ts';
import styles from './crm-config.module.css';

const str = (v: FormValue | undefined) => (typeof v === 'string' ? v.trim() : '');
const kindOf = (v: FormValue | undefined): CrmMaterialKind =>
  crmMaterialKinds.find((k) => k === v) ?? 'image';

/** Files are kept as `[{ url, title }]` form values, the picker's own shape. */
function filesOf(v: FormValue | undefined): PickedFile[] {
  if (!Array.isArray(v)) return [];
  return v.flatMap((f) =>
    f && typeof f === 'object' && !Array.isArray(f) && typeof f.url === 'string'
      ? [{ url: f.url, title: typeof f.title === 'string' ? f.title : '' }]
      : [],
  );
}

function valuesOf(d: CrmMaterialDetail): FormObject {
  return {
    title: d.title,
    kind: d.kind,
    files: d.files.map((f) => ({ url: f.fileurl, title: f.title })),
    content: d.content,
    url: d.url,
    tags: d.tags.map((t) => String(t.id)),
    display: d.display,
  };
}

const blank: FormObject = {
  title: '',
  kind: 'image',
  files: [],
  content: '',
  url: '',
  tags: [],
  display: true,
};

export interface MaterialFormProps {
  id?: number;
  /** The tag groups whose (shown) tags can be given. */
  groups: readonly CrmTagGroup[];
  onSaved: () => void;
}

/** A material: name, kind, what the kind shows (files, text or link), tags, shown or hidden. */
export function MaterialForm({ id, groups, onSaved }: MaterialFormProps) {
  const t = useT();
  const mayBrowse = useMayBrowseMedia();
  const rules: FieldRules = { title: { ...crmMaterialTitleRule, label: t('crm.material.name') } };
  const load = id === undefined ? undefined : async () => valuesOf(await materialDetail(id));
  const submit = async (v: FormObject) => {
    const kind = kindOf(v.kind);
    const body = {
      title: str(v.title),
      kind,
      files: filesOf(v.files).map((f) => ({ fileurl: f.url, title: f.title })),
      content: typeof v.content === 'string' ? v.content : '',
      url: str(v.url),
      tags: Array.isArray(v.tags) ? v.tags.map(Number).filter((n) => n > 0) : [],
      display: v.display !== false,
    };
    if (id === undefined) await withFieldErrors(addMaterial(body));
    else await withFieldErrors(updateMaterial({ id, ...body }));
    return true;
  };
  return (
    <ManagedForm
      formId={`crm-material:${id ?? 'new'}`}
      live={id === undefined ? undefined : { entity: 'crm_material', id: Number(id) }}
      rules={rules}
      initialValues={id === undefined ? blank : undefined}
      load={load}
      submit={submit}
      onSaved={onSaved}
      aria-label={t(id === undefined ? 'crm.material.addTitle' : 'crm.material.editTitle')}
    >
      {(api) => {
        const kind = kindOf(api.values.kind);
        const fileKind = materialFileKind[kind];
        return (
          <div className={layout.form}>
            <TextField
              {...api.text('title')}
              label={t('crm.material.name')}
              maxLength={crmMaterialTitleRule.max}
              autoFocus
            />
            <RadioGroup
              label={t('crm.material.kind')}
              orientation="horizontal"
              value={kind}
              onChange={(next) => {
                // Files of another library kind would be refused: a new kind starts without them.
                if (materialFileKind[kindOf(next)] !== fileKind) api.setValue('files', []);
                api.setValue('kind', next);
              }}
            >
              {crmMaterialKinds.map((k) => (
                <Radio key={k} value={k}>
                  {t(`crm.material.kind.${k}`)}
                </Radio>
              ))}
            </RadioGroup>
            {fileKind ? (
              <MediaPicker
                label={t(`crm.material.files.${fileKind}`)}
                kind={fileKind}
                max={crmMaterialLimits.files}
                isRequired
                source={mediaSource}
                mayBrowse={mayBrowse(fileKind)}
                value={filesOf(api.values.files)}
                onChange={(next) =>
                  api.setValue(
                    'files',
                    next.map((f) => ({ url: f.url, title: f.title })),
                  )
                }
                errorMessage={api.errors.files}
              />
            ) : kind === 'text' ? (
              <RichTextField
                label={t('crm.material.content')}
                value={typeof api.values.content === 'string' ? api.values.content : ''}
                onChange={(html) => api.setValue('content', html)}
                media={mayBrowse() ? mediaSource : null}
                errorMessage={api.errors.content}
                isRequired
              />
            ) : (
              <TextField
                {...api.text('url')}
                label={t('crm.material.url')}
                type="url"
                isRequired
                placeholder="https://"
                maxLength={crmMaterialLimits.urlChars}
              />
            )}
            {groups.some((g) => g.tags.length > 0) ? (
              <div className={styles.tagGroups}>
                {groups
                  .filter((g) => g.tags.length > 0)
                  .map((g) => (
                    <CheckboxGroup
                      key={g.id}
                      label={t('crm.material.tagsIn', { group: g.title })}
                      value={Array.isArray(api.values.tags) ? api.values.tags.map(String) : []}
                      // Every group holds the whole value: a change in one keeps the others' ticks.
                      onChange={(chosen) => api.setValue('tags', chosen)}
                      errorMessage={api.errors.tags}
                    >
                      {g.tags.map((tag) => (
                        <Checkbox key={tag.id} value={String(tag.id)}>
                          {tag.title}
                        </Checkbox>
                      ))}
                    </CheckboxGroup>
                  ))}
              </div>
            ) : null}
            <Switch isSelected={api.values.display !== false} onChange={(on) => api.setValue('display', on)}>
              {t('crm.material.shownLabel')}
            </Switch>
          </div>
        );
      }}
    </ManagedForm>
  );
}
