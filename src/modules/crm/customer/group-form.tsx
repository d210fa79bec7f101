import '../../../i18n/kit.ts';
import type { AreaNode } from '../../../../contract/area.ts';
import {
  type CustomerConditions,
  type CustomerGroupItem,
  customerGroupNameRule,
  customerLevels,
  customerStages,
} from '../../../../contract/customer.ts';
import { useT } from '../../../i18n/use-t.ts';
import type { FieldRules } from '../../../lib/form-check.ts';
import type { FormObject, FormValue } from '../../../lib/form-serialiser.ts';
import { textOf } from '../../../lib/form-value.ts';
import { areaChildren } from '../../../services/area.ts';
import { withFieldErrors } from '../../../services/field-errors.ts';
import { inPlace } from '../../../services/http.ts';
import { Checkbox } from '../../../ui/checkbox.tsx';
import { CheckboxGroup } from '../../../ui/checkbox-group.tsx';
import { DatePicker } from '../../../ui/date-picker.tsx';
import layout from '../../../ui/layout.module.css';
import { ManagedForm } from '../../../ui/managed-form.tsx';
import { Radio, RadioGroup } from '../../../ui/radio-group.tsx';
import { ResourceError } from '../../../ui/resource-error.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useResource } from '../../../ui/use-resource.ts';
import { listFlat, tagGroups } from '../crm-tag.ts';
import {
  addCustomerGroup,
  countCustomerGroup,
  customerGroupDetail,
  updateCustomerGroup,
} from '../customer-insight.ts';
import styles from './customer-insight.module.css';
import { stageKey } from './customer-links.ts';
import { type AreaChoice, areaChoicesOf, GroupAreas, resolveAreaChoices } from './group-areas.tsx';
import { GroupLiveCount } from './group-live-count.tsx';

const strings = (v: FormValue | undefined): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
const numbers = (v: FormValue | undefined) => strings(v).map(Number);
const isStage = (v: string) => customerStages.find((s) => s === v);
const isLevel = (v: string) => customerLevels.find((l) => l === v);

/** The form's values as the server's conditions; a condition left empty is not sent. */
export function conditionsOf(v: FormObject): CustomerConditions {
  const c: CustomerConditions = { match: textOf(v.match) === 'any' ? 'any' : 'all' };
  const tagIds = numbers(v.tagIds);
  const sourceIds = numbers(v.sourceIds);
  const areaIds = areaChoicesOf(v.areas).map((a) => a.id);
  const stages = strings(v.stages).flatMap((s) => isStage(s) ?? []);
  const levels = strings(v.levels).flatMap((s) => isLevel(s) ?? []);
  if (tagIds.length) c.tagIds = tagIds;
  if (sourceIds.length) c.sourceIds = sourceIds;
  if (areaIds.length) c.areaIds = areaIds;
  if (stages.length) c.stages = stages;
  if (levels.length) c.levels = levels;
  for (const key of ['createdFrom', 'createdTo', 'lastFollowBefore'] as const) {
    const day = textOf(v[key]);
    if (day) c[key] = day;
  }
  return c;
}

function valuesOf(g?: CustomerGroupItem, areas: AreaChoice[] = []): FormObject {
  const c = g?.conditions;
  const ids = (list: readonly number[] | undefined) => (list ?? []).map(String);
  return {
    name: g?.name ?? '',
    match: c?.match ?? 'all',
    tagIds: ids(c?.tagIds),
    sourceIds: ids(c?.sourceIds),
    areas,
    stages: [...(c?.stages ?? [])],
    levels: [...(c?.levels ?? [])],
    createdFrom: c?.createdFrom ?? '',
    createdTo: c?.createdTo ?? '',
    lastFollowBefore: c?.lastFollowBefore ?? '',
  };
}

/** What the builder offers: the shown tags by group, the sources, the provinces (to name saved ones). */
async function loadOptions() {
  const [groups, sources, provinces] = await Promise.all([
    tagGroups({ display: true }, { notifyErrors: false }),
    listFlat('source', { notifyErrors: false }),
    inPlace(areaChildren(0)),
  ]);
  return { groups, sources: sources.list.filter((s) => s.display), provinces };
}

export interface GroupFormProps {
  id?: number;
  onSaved: () => void;
}

/** A group's name and its conditions, with the live count of the customers they match. */
export function GroupForm({ id, onSaved }: GroupFormProps) {
  const t = useT();
  const options = useResource(loadOptions);
  const rules: FieldRules = { name: { ...customerGroupNameRule, label: t('insight.group.name') } };
  // The saved group answers area codes only: their names are looked up before the form shows them.
  const load =
    id === undefined
      ? undefined
      : async (provinces: readonly AreaNode[]) => {
          const group = await customerGroupDetail(id);
          return valuesOf(group, await resolveAreaChoices(group.conditions.areaIds ?? [], provinces));
        };
  const submit = async (v: FormObject) => {
    const body = { name: textOf(v.name), conditions: conditionsOf(v) };
    if (id === undefined) return withFieldErrors(addCustomerGroup(body));
    return withFieldErrors(updateCustomerGroup({ id, ...body }));
  };
  if (options.failed && !options.data) {
    return (
      <ResourceError
        resource={options}
        description={t('insight.group.optionsFailed', { message: options.error ?? '' })}
      />
    );
  }
  const o = options.data;
  if (!o) return <p role="status">{t('kit.loading')}</p>;
  return (
    <ManagedForm
      formId={`customer-group:${id ?? 'new'}`}
      live={id === undefined ? undefined : { entity: 'crm_customer_group', id: Number(id) }}
      rules={rules}
      initialValues={id === undefined ? valuesOf() : undefined}
      load={load && (() => load(o.provinces))}
      submit={submit}
      onSaved={onSaved}
      aria-label={id === undefined ? t('insight.group.addTitle') : t('insight.group.editTitle')}
    >
      {(api) => {
        const list = (name: string) => ({
          value: strings(api.values[name]),
          onChange: (v: string[]) => api.setValue(name, v),
        });
        const day = (name: string) => ({
          value: textOf(api.values[name]),
          onChange: (v: string) => api.setValue(name, v),
        });
        return (
          <div className={layout.form}>
            <TextField
              {...api.text('name')}
              label={t('insight.group.name')}
              maxLength={customerGroupNameRule.max}
              autoFocus
            />
            <RadioGroup
              label={t('insight.group.match')}
              orientation="horizontal"
              value={textOf(api.values.match) || 'all'}
              onChange={(v) => api.setValue('match', v)}
            >
              <Radio value="all">{t('insight.group.matchAll')}</Radio>
              <Radio value="any">{t('insight.group.matchAny')}</Radio>
            </RadioGroup>
            {o.groups.length === 0 ? (
              <p className={layout.muted}>{t('insight.group.noTags')}</p>
            ) : (
              o.groups
                .filter((g) => g.tags.length > 0)
                .map((g) => (
                  <CheckboxGroup
                    key={g.id}
                    label={`${t('insight.group.tags')} · ${g.title}`}
                    value={strings(api.values.tagIds).filter((id) =>
                      g.tags.some((tag) => String(tag.id) === id),
                    )}
                    onChange={(v) => {
                      // Each tag group shows its own tags; the condition holds the tags of every group.
                      const others = strings(api.values.tagIds).filter(
                        (id) => !g.tags.some((tag) => String(tag.id) === id),
                      );
                      api.setValue('tagIds', [...others, ...v]);
                    }}
                  >
                    {g.tags.map((tag) => (
                      <Checkbox key={tag.id} value={String(tag.id)}>
                        {tag.title}
                      </Checkbox>
                    ))}
                  </CheckboxGroup>
                ))
            )}
            {o.sources.length === 0 ? (
              <p className={layout.muted}>{t('insight.group.noSources')}</p>
            ) : (
              <CheckboxGroup label={t('insight.group.sources')} {...list('sourceIds')}>
                {o.sources.map((s) => (
                  <Checkbox key={s.id} value={String(s.id)}>
                    {s.title}
                  </Checkbox>
                ))}
              </CheckboxGroup>
            )}
            <CheckboxGroup label={t('insight.group.stages')} {...list('stages')}>
              {customerStages.map((s) => (
                <Checkbox key={s} value={s}>
                  {t(stageKey[s])}
                </Checkbox>
              ))}
            </CheckboxGroup>
            <CheckboxGroup label={t('insight.group.levels')} {...list('levels')}>
              {customerLevels.map((l) => (
                <Checkbox key={l} value={l}>
                  {t('insight.level', { level: l })}
                </Checkbox>
              ))}
            </CheckboxGroup>
            <GroupAreas
              value={areaChoicesOf(api.values.areas)}
              onChange={(areas) => api.setValue('areas', areas)}
            />
            <div className={styles.dates}>
              <DatePicker label={t('insight.group.createdFrom')} {...day('createdFrom')} />
              <DatePicker label={t('insight.group.createdTo')} {...day('createdTo')} />
              <DatePicker label={t('insight.group.lastFollowBefore')} {...day('lastFollowBefore')} />
            </div>
            <GroupLiveCount conditions={conditionsOf(api.values)} count={countCustomerGroup} />
          </div>
        );
      }}
    </ManagedForm>
  );
}
