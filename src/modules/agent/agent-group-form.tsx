import {
  agentCommissionRule,
  agentGroupDescriptionRule,
  agentGroupTitleRule,
  agentLevelRange,
} from '../../../contract/agent.ts';
import { useT } from '../../i18n/use-t.ts';
import type { FieldRules } from '../../lib/form-check.ts';
import type { FormObject } from '../../lib/form-serialiser.ts';
import { textOf } from '../../lib/form-value.ts';
import { withFieldErrors } from '../../services/field-errors.ts';
import { DecimalField } from '../../ui/decimal-field.tsx';
import layout from '../../ui/layout.module.css';
import { ManagedForm } from '../../ui/managed-form.tsx';
import { Select, SelectItem } from '../../ui/select.tsx';
import { TextArea } from '../../ui/text-area.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { addAgentGroup, agentGroupDetail, updateAgentGroup } from './agent.ts';

export interface AgentGroupFormProps {
  id?: number;
  /** Levels other groups hold, with their titles: offered but marked, as the server refuses them. */
  taken: ReadonlyMap<number, string>;
  onSaved: () => void;
}

const levels = Array.from(
  { length: agentLevelRange.max - agentLevelRange.min + 1 },
  (_, i) => agentLevelRange.min + i,
);

/** A group's title, level (1-9, one group each), commission (a percentage) and description. */
export function AgentGroupForm({ id, taken, onSaved }: AgentGroupFormProps) {
  const t = useT();
  const rules: FieldRules = {
    title: { ...agentGroupTitleRule, label: t('group.title') },
    level: { required: true, choice: true, label: t('group.level') },
    commission: { required: true, decimal: agentCommissionRule, label: t('group.commissionLabel') },
    description: { ...agentGroupDescriptionRule, label: t('group.description') },
  };
  const load =
    id === undefined
      ? undefined
      : async (): Promise<FormObject> => {
          const d = await agentGroupDetail(id);
          return {
            title: d.title,
            level: String(d.level),
            commission: d.commission,
            description: d.description,
          };
        };
  const submit = async (v: FormObject) => {
    const body = {
      title: textOf(v.title),
      level: Number(textOf(v.level)),
      commission: textOf(v.commission),
      description: textOf(v.description),
    };
    if (id === undefined) return withFieldErrors(addAgentGroup(body));
    return withFieldErrors(updateAgentGroup({ id, ...body }));
  };
  return (
    <ManagedForm
      formId={`agent-group:${id ?? 'new'}`}
      live={id === undefined ? undefined : { entity: 'agent_group', id: Number(id) }}
      rules={rules}
      initialValues={id === undefined ? { title: '', level: '', commission: '', description: '' } : undefined}
      load={load}
      submit={submit}
      onSaved={onSaved}
      aria-label={id === undefined ? t('group.addTitle') : t('group.editTitle')}
    >
      {(api) => (
        <div className={layout.form}>
          <TextField
            {...api.text('title')}
            label={t('group.title')}
            maxLength={agentGroupTitleRule.max}
            autoFocus
          />
          <Select
            {...api.choice('level')}
            label={t('group.level')}
            description={t('group.levelHint')}
            items={levels.map((l) => {
              const holder = taken.get(l);
              return {
                id: String(l),
                label: holder
                  ? t('group.levelTaken', { level: l, title: holder })
                  : t('group.levelOption', { level: l }),
              };
            })}
          >
            {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
          </Select>
          <DecimalField
            {...api.text('commission')}
            label={t('group.commissionLabel')}
            suffix="%"
            description={t('group.commissionHint')}
          />
          <TextArea
            {...api.text('description')}
            label={t('group.description')}
            maxLength={agentGroupDescriptionRule.max}
          />
        </div>
      )}
    </ManagedForm>
  );
}
