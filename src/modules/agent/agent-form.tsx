import { useState } from 'react';
import { emptyAddress } from '../../../contract/address.ts';
import {
  type AgentGroupItem,
  type AgentStatus,
  agentMobileRule,
  agentNameRule,
  agentStatuses,
  type LicenceImage,
} from '../../../contract/agent.ts';
import { agentFieldsAt } from '../../../contract/agent-fields.ts';
import { useT } from '../../i18n/use-t.ts';
import type { FieldRules } from '../../lib/form-check.ts';
import type { FormObject, FormValue } from '../../lib/form-serialiser.ts';
import { withFieldErrors } from '../../services/field-errors.ts';
import { areaSource } from '../../services/kit-sources.ts';
import { addressOf, FormAddressField } from '../../ui/form-address-field.tsx';
import layout from '../../ui/layout.module.css';
import { ManagedForm } from '../../ui/managed-form.tsx';
import { Select, SelectItem } from '../../ui/select.tsx';
import { TextField } from '../../ui/text-field.tsx';
import styles from './agent.module.css';
import { addAgent, agentDetail, updateAgent } from './agent.ts';
import { AgentFieldInput, agentFieldForm, agentFieldsOf, useAgentFieldRules } from './agent-fields.tsx';
import { statusKey } from './agent-status.tsx';
import { LicenceImagesField } from './licence-images-field.tsx';

const noGroup = 'none';
const str = (v: FormValue | undefined) => (typeof v === 'string' ? v.trim() : '');

function imagesOf(v: FormValue | undefined): LicenceImage[] {
  if (!Array.isArray(v)) return [];
  return v.flatMap((i) =>
    typeof i === 'object' && i !== null && !Array.isArray(i) && typeof i.fileurl === 'string'
      ? [{ fileurl: i.fileurl, title: typeof i.title === 'string' ? i.title : '' }]
      : [],
  );
}

/** The statuses an edit may move to from `status` (the server's rule, agent-user.policy.ts). */
function statusChoices(status: AgentStatus): AgentStatus[] {
  if (status === 'passed' || status === 'disabled') return ['passed', 'disabled'];
  if (status === 'rejected') return ['rejected', 'pending'];
  return [];
}

export interface AgentFormProps {
  /** The agent to edit; absent to add one (added by staff: passed at once). */
  id?: number;
  groups: AgentGroupItem[];
  onSaved: () => void;
}

/** An agent's details: contact and declared fields, id card (write-only), group, address, images, status. */
export function AgentForm({ id, groups, onSaved }: AgentFormProps) {
  const t = useT();
  const [stored, setStored] = useState<{ idCard: string; status: AgentStatus } | null>(null);
  const editing = id !== undefined;
  const fieldRules = useAgentFieldRules();
  const rules: FieldRules = {
    name: { ...agentNameRule, label: t('agent.name') },
    mobile: { ...agentMobileRule, label: t('agent.mobile') },
    ...fieldRules,
    // Never answered whole, so an edit leaves it empty to keep the number on file.
    idCard: { required: !editing, idCard: true, max: 32, label: t('agent.idCard') },
  };
  const load = editing
    ? async (): Promise<FormObject> => {
        const d = await agentDetail(id);
        setStored({ idCard: d.idCard, status: d.status });
        return {
          name: d.name,
          mobile: d.mobile,
          ...agentFieldForm(d),
          idCard: '',
          groupId: d.groupId === null ? noGroup : String(d.groupId),
          address: { ...d.address },
          licenceImages: d.licenceImages.map((i) => ({ ...i })),
          status: d.status,
        };
      }
    : undefined;
  const submit = async (v: FormObject) => {
    const group = str(v.groupId);
    const fields = {
      name: str(v.name),
      mobile: str(v.mobile),
      ...agentFieldsOf(v),
      address: addressOf(v.address),
      licenceImages: imagesOf(v.licenceImages),
      groupId: group === '' || group === noGroup ? null : Number(group),
    };
    if (!editing) return withFieldErrors(addAgent({ ...fields, idCard: str(v.idCard) }));
    const status = agentStatuses.find((s) => s === str(v.status));
    return withFieldErrors(
      updateAgent({
        id,
        ...fields,
        ...(str(v.idCard) ? { idCard: str(v.idCard) } : {}),
        ...(stored && status && status !== stored.status ? { status } : {}),
      }),
    );
  };
  const groupItems = [
    { id: noGroup, label: t('agent.noGroup') },
    ...groups.map((g) => ({
      id: String(g.id),
      label: t('agent.groupLabel', { title: g.title, level: g.level }),
    })),
  ];
  return (
    <ManagedForm
      formId={`agent:${id ?? 'new'}`}
      live={id === undefined ? undefined : { entity: 'agent', id: Number(id) }}
      rules={rules}
      initialValues={
        editing
          ? undefined
          : {
              name: '',
              mobile: '',
              ...agentFieldForm(),
              idCard: '',
              groupId: noGroup,
              address: { ...emptyAddress },
              licenceImages: [],
            }
      }
      load={load}
      submit={submit}
      onSaved={onSaved}
      submitLabel={editing ? t('agent.save') : t('agent.addSubmit')}
      aria-label={editing ? t('agent.editTitle') : t('agent.addTitle')}
    >
      {(api) => {
        const choices = stored ? statusChoices(stored.status) : [];
        return (
          <div className={layout.form}>
            <div className={layout.twoColumns}>
              <TextField
                {...api.text('name')}
                label={t('agent.name')}
                maxLength={agentNameRule.max}
                autoFocus
              />
              <TextField {...api.text('mobile')} type="tel" inputMode="tel" label={t('agent.mobile')} />
            </div>
            {agentFieldsAt('contact').map((f) => (
              <AgentFieldInput key={f.key} field={f} api={api} />
            ))}
            <TextField
              {...api.text('idCard')}
              label={t('agent.idCard')}
              autoComplete="off"
              spellCheck="false"
              description={
                editing && stored?.idCard
                  ? t('agent.idCardKept', { masked: stored.idCard })
                  : t('agent.idCardHint')
              }
            />
            <Select
              {...api.choice('groupId')}
              label={t('agent.group')}
              items={groupItems}
              description={t('agent.groupHint')}
            >
              {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
            </Select>
            <FormAddressField api={api} label={t('agent.address')} source={areaSource} />
            <LicenceImagesField
              value={imagesOf(api.values.licenceImages)}
              onChange={(images) =>
                api.setValue(
                  'licenceImages',
                  images.map((i) => ({ ...i })),
                )
              }
              errorMessage={api.errors.licenceImages}
            />
            {agentFieldsAt('note').map((f) => (
              <AgentFieldInput key={f.key} field={f} api={api} />
            ))}
            {editing && stored ? (
              choices.length > 0 ? (
                <Select
                  {...api.choice('status')}
                  label={t('agent.status')}
                  items={choices.map((s) => ({
                    id: s,
                    label:
                      stored.status === 'rejected' && s === 'pending' ? t('agent.reapply') : t(statusKey[s]),
                  }))}
                  description={stored.status === 'rejected' ? t('agent.reapplyHint') : undefined}
                >
                  {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
                </Select>
              ) : (
                <div className={styles.readOnly}>
                  <span className={styles.readOnlyLabel}>{t('agent.status')}</span>
                  <span>{t('agent.pendingHere')}</span>
                </div>
              )
            ) : null}
          </div>
        );
      }}
    </ManagedForm>
  );
}
