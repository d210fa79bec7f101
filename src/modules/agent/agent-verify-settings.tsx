import { useState } from 'react';
import { type AgentConfig, agentSmsVariables } from '../../../contract/agent.ts';
import { useT } from '../../i18n/use-t.ts';
import type { FormObject, FormValue } from '../../lib/form-serialiser.ts';
import { withFieldErrors } from '../../services/field-errors.ts';
import { Dialog } from '../../ui/dialog.tsx';
import layout from '../../ui/layout.module.css';
import { ManagedForm } from '../../ui/managed-form.tsx';
import { Modal } from '../../ui/modal.tsx';
import { Select, SelectItem } from '../../ui/select.tsx';
import { agentConfig, updateAgentConfig } from './agent.ts';

const none = 'none';
const idOf = (v: FormValue | undefined) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : null);

export interface AgentVerifySettingsProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The agent settings: which SMS template goes to the applicant on a pass and on a rejection (none: no
 * SMS). The template's text is shown as chosen; the server refuses one it cannot fill in.
 */
export function AgentVerifySettings({ isOpen, onOpenChange }: AgentVerifySettingsProps) {
  const t = useT();
  const [templates, setTemplates] = useState<AgentConfig['templates']>([]);
  const load = async (): Promise<FormObject> => {
    const c = await agentConfig();
    setTemplates(c.templates);
    return {
      passTemplateId: c.passTemplateId === null ? none : String(c.passTemplateId),
      rejectTemplateId: c.rejectTemplateId === null ? none : String(c.rejectTemplateId),
    };
  };
  const submit = (v: FormObject) =>
    withFieldErrors(
      updateAgentConfig({
        passTemplateId: idOf(v.passTemplateId),
        rejectTemplateId: idOf(v.rejectTemplateId),
      }),
    );
  const items = [
    { id: none, label: t('verify.noSms') },
    ...templates.map((tpl) => ({
      id: String(tpl.id),
      label: tpl.display ? tpl.title : t('verify.templateOff', { title: tpl.title }),
    })),
  ];
  const preview = (v: FormValue | undefined) => {
    const chosen = templates.find((tpl) => tpl.id === idOf(v));
    return chosen ? t('verify.templateText', { text: chosen.content }) : t('verify.noSmsHint');
  };
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
      <Dialog title={t('verify.settingsTitle')}>
        <div className={layout.dialogBody}>
          <p className={layout.muted}>
            {t('verify.settingsIntro', { variables: agentSmsVariables.map((v) => `{${v}}`).join(' ') })}
          </p>
          <ManagedForm
            formId="agent-config"
            rules={{}}
            load={load}
            submit={submit}
            onSaved={() => onOpenChange(false)}
            aria-label={t('verify.settingsTitle')}
          >
            {(api) => (
              <div className={layout.form}>
                <Select
                  {...api.choice('passTemplateId')}
                  label={t('verify.passSms')}
                  items={items}
                  description={preview(api.values.passTemplateId)}
                >
                  {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
                </Select>
                <Select
                  {...api.choice('rejectTemplateId')}
                  label={t('verify.rejectSms')}
                  items={items}
                  description={preview(api.values.rejectTemplateId)}
                >
                  {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
                </Select>
              </div>
            )}
          </ManagedForm>
        </div>
      </Dialog>
    </Modal>
  );
}
