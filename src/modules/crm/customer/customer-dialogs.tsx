import { useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import type { CrmTagGroup } from '../../../../contract/crm-tag.ts';
import { type CustomerOwnerRef, customerReasonRule } from '../../../../contract/customer.ts';
import { useT } from '../../../i18n/use-t.ts';
import { checkForm } from '../../../lib/form-check.ts';
import { useInspectedActor } from '../../../lib/use-inspected-actor.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { focusFirstInvalid } from '../../../ui/focus-invalid.ts';
import { useFocusAfterClose } from '../../../ui/focus-landing.ts';
import layout from '../../../ui/layout.module.css';
import { Modal } from '../../../ui/modal.tsx';
import { Radio, RadioGroup } from '../../../ui/radio-group.tsx';
import { Select, SelectItem } from '../../../ui/select.tsx';
import { TextArea } from '../../../ui/text-area.tsx';
import { customerActionMachine } from '../customer-action.machine.ts';
import styles from './customer.module.css';
import { TagChecks } from './tag-checks.tsx';

interface ActionDialogProps {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  confirmLabel: string;
  /**
   * Checked when Confirm is pressed, before the call: false sends nothing, the caller having marked the
   * field and moved focus there. Confirm then stays pressable, so Tab reaches it and a press says why.
   */
  check?: () => boolean;
  /** Runs the call; a rejection's message stays in the dialog, where the user acted. */
  run: () => Promise<unknown>;
  /** Where focus goes when the dialog closes and what opened it is disabled or gone (a list's table). */
  returnFocus?: ReturnFocus;
  children: ReactNode;
}

type ReturnFocus = () => HTMLElement | null | undefined;

/**
 * A dialog that asks for a value and runs one call (machine: customer-action). Mounted only while open,
 * so each opening starts afresh, without the last attempt's message.
 */
export function ActionDialog(props: ActionDialogProps) {
  useFocusAfterClose(props.isOpen, () => props.returnFocus?.());
  return props.isOpen ? <OpenActionDialog {...props} /> : null;
}

function OpenActionDialog({ onClose, title, confirmLabel, check, run, children }: ActionDialogProps) {
  const t = useT();
  const latest = useRef({ run, onClose });
  latest.current = { run, onClose };
  const actor = useInspectedActor(
    customerActionMachine.provide({ actors: { run: fromPromise(() => latest.current.run()) } }),
  );
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const error = useSelector(actor, (s) => s.context.error);
  const ended = useSelector(actor, (s) => s.status === 'done');
  useEffect(() => {
    if (ended) latest.current.onClose();
  }, [ended]);
  const cancel = () => actor.send({ type: 'action.cancel' });
  return (
    <Modal isOpen onOpenChange={(open) => !open && cancel()}>
      <Dialog
        title={title}
        actions={() => (
          <>
            <Button onPress={cancel} isDisabled={busy}>
              {t('cust.cancel')}
            </Button>
            {/* Pending rather than disabled: focus stays on it while the call runs, for the message after. */}
            <Button
              variant="primary"
              isPending={busy}
              onPress={() => {
                if (check && !check()) return;
                actor.send({ type: 'action.submit' });
              }}
            >
              {confirmLabel}
            </Button>
          </>
        )}
      >
        <div className={layout.form}>
          {children}
          {error ? (
            <p role="alert" className={styles.banner}>
              {error}
            </p>
          ) : null}
        </div>
      </Dialog>
    </Modal>
  );
}

export function ReasonDialog(props: {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  confirmLabel: string;
  required: boolean;
  run: (reason: string) => Promise<unknown>;
  returnFocus?: ReturnFocus;
}) {
  const t = useT();
  const [reason, setReason] = useState('');
  const { problem, fieldRef, refuse } = usePressCheck();
  const close = () => {
    setReason('');
    refuse(undefined);
    props.onClose();
  };
  const label = props.required ? t('cust.reason') : t('cust.reasonOptional');
  const check = () => {
    const rule = { ...customerReasonRule, required: props.required, label: t('cust.reason') };
    const result = checkForm({ reason }, { reason: rule });
    return refuse(result.ok ? undefined : result.errors.reason);
  };
  return (
    <ActionDialog
      isOpen={props.isOpen}
      returnFocus={props.returnFocus}
      onClose={close}
      title={props.title}
      confirmLabel={props.confirmLabel}
      check={check}
      run={() => props.run(reason.trim())}
    >
      <div ref={fieldRef}>
        <TextArea
          label={label}
          value={reason}
          onChange={(value) => {
            setReason(value);
            refuse(undefined);
          }}
          isRequired={props.required}
          maxLength={customerReasonRule.max}
          errorMessage={problem}
          autoFocus
        />
      </div>
    </ActionDialog>
  );
}

export function AssignDialog(props: {
  isOpen: boolean;
  onClose: () => void;
  count: number;
  owners: CustomerOwnerRef[];
  run: (ownerId: number) => Promise<unknown>;
  returnFocus?: ReturnFocus;
}) {
  const t = useT();
  const [owner, setOwner] = useState<string | null>(null);
  const { problem, fieldRef, refuse } = usePressCheck();
  return (
    <ActionDialog
      isOpen={props.isOpen}
      returnFocus={props.returnFocus}
      onClose={() => {
        setOwner(null);
        refuse(undefined);
        props.onClose();
      }}
      title={t('cust.assignTitle', { count: props.count })}
      confirmLabel={t('cust.assign')}
      check={() => refuse(owner === null ? t('check.choose', { label: t('cust.assignTo') }) : undefined)}
      run={() => props.run(Number(owner))}
    >
      <div ref={fieldRef}>
        <Select
          label={t('cust.assignTo')}
          selectedKey={owner}
          onSelectionChange={(k) => {
            setOwner(k === null ? null : String(k));
            refuse(undefined);
          }}
          items={props.owners.map((o) => ({ id: String(o.id), label: o.name }))}
          isRequired
          errorMessage={problem}
        >
          {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
        </Select>
      </div>
    </ActionDialog>
  );
}

export function TagDialog(props: {
  isOpen: boolean;
  onClose: () => void;
  count: number;
  groups: CrmTagGroup[];
  run: (tagIds: number[], mode: 'add' | 'remove') => Promise<unknown>;
  returnFocus?: ReturnFocus;
}) {
  const t = useT();
  const [picked, setPicked] = useState<string[]>([]);
  const [mode, setMode] = useState<'add' | 'remove'>('add');
  const { problem, fieldRef, refuse } = usePressCheck();
  return (
    <ActionDialog
      isOpen={props.isOpen}
      returnFocus={props.returnFocus}
      onClose={() => {
        setPicked([]);
        setMode('add');
        refuse(undefined);
        props.onClose();
      }}
      title={t('cust.tagTitle', { count: props.count })}
      confirmLabel={t('cust.confirm')}
      check={() => refuse(picked.length === 0 ? t('cust.tagPickOne') : undefined)}
      run={() => props.run(picked.map(Number), mode)}
    >
      <RadioGroup
        label={t('cust.tagMode')}
        value={mode}
        onChange={(v) => setMode(v === 'remove' ? 'remove' : 'add')}
        orientation="horizontal"
      >
        <Radio value="add">{t('cust.tagAdd')}</Radio>
        <Radio value="remove">{t('cust.tagRemove')}</Radio>
      </RadioGroup>
      <div ref={fieldRef}>
        <TagChecks
          groups={props.groups}
          value={picked}
          onChange={(ids) => {
            setPicked(ids);
            refuse(undefined);
          }}
          label={(g) => g.title}
          errorMessage={problem}
        />
      </div>
    </ActionDialog>
  );
}

/**
 * A dialog's check on Confirm: `refuse(message)` marks the field with it (or clears the mark, given
 * none) and answers whether the press may go on; each refusal moves focus to the field marked, once
 * it shows the mark (`fieldRef` holds the field).
 */
function usePressCheck() {
  const [problem, setProblem] = useState<string | undefined>();
  const [refusals, setRefusals] = useState(0);
  const fieldRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refusals > 0) focusFirstInvalid(fieldRef.current);
  }, [refusals]);
  const refuse = (message: string | undefined) => {
    setProblem(message);
    if (message) setRefusals((n) => n + 1);
    return message === undefined;
  };
  return { problem, fieldRef, refuse };
}
