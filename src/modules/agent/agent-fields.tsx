import type { AgentItem } from '../../../contract/agent.ts';
import {
  type AgentField,
  type AgentFieldControl,
  type AgentFieldSpec,
  agentFields,
} from '../../../contract/agent-fields.ts';
import { plainFieldValues } from '../../../contract/entity-fields.ts';
import type { TextRule } from '../../../contract/field-rules.ts';
import { useT } from '../../i18n/use-t.ts';
import type { FieldRules } from '../../lib/form-check.ts';
import type { FormObject, FormValue } from '../../lib/form-serialiser.ts';
import type { FormApi } from '../../ui/managed-form.tsx';
import { TextArea } from '../../ui/text-area.tsx';
import { TextField } from '../../ui/text-field.tsx';

/** The declared fields' form rules (contract/agent-fields.ts), each labelled as the form shows it. */
export function useAgentFieldRules(): FieldRules {
  const t = useT();
  return Object.fromEntries(agentFields.map((f) => [f.key, { ...f.rule, label: t(`agent.${f.key}`) }]));
}

/** The declared fields' form values: an agent's, or empty ones for a new agent. */
export function agentFieldForm(agent?: AgentItem): FormObject {
  return Object.fromEntries(agentFields.map((f) => [f.key, agent ? agent[f.key] : '']));
}

/** The declared fields of a submitted form, trimmed. */
export function agentFieldsOf(v: FormObject): Record<AgentField['key'], string> {
  return plainFieldValues(agentFields, (f) => textOf(v[f.key]).trim());
}

/** One declared field's control, bound to the form by its key. */
export function AgentFieldInput({ field, api }: { field: AgentField; api: FormApi }) {
  const t = useT();
  const { key } = field;
  const label = t(`agent.${key}`);
  const rule: TextRule = field.rule;
  switch (controlOf(field)) {
    case 'textarea':
      return <TextArea {...api.text(key)} label={label} maxLength={rule.max} />;
    case 'text':
      return <TextField {...api.text(key)} label={label} maxLength={rule.max} />;
  }
}

/** The terms of declared fields in an agent's facts: each label, and its value or the dash. */
export function AgentFieldFacts({
  fields,
  agent,
  dash,
}: {
  fields: readonly AgentField[];
  agent: AgentItem;
  dash: string;
}) {
  const t = useT();
  return fields.map((f) =>
    agent[f.key] || f.empty === 'dash'
      ? [
          <dt key={`${f.key}:t`}>{t(`agent.${f.key}`)}</dt>,
          <dd key={`${f.key}:d`}>{agent[f.key] || dash}</dd>,
        ]
      : null,
  );
}

// Read through the declared type: a control no field uses yet still has its case.
function controlOf(f: AgentFieldSpec): AgentFieldControl {
  return f.control;
}

function textOf(v: FormValue | undefined): string {
  return typeof v === 'string' ? v : '';
}
