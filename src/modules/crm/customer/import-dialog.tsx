import '../../../i18n/kit.ts';
import '../customer-import.strings.ts';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { FileTrigger, ProgressBar } from 'react-aria-components';
import { waitFor } from 'xstate';
import type { UndoHandle } from '../../../../contract/change-undo.ts';
import {
  type CustomerImportField,
  customerImportFields,
  customerLimits,
  type ImportJob,
  type ImportOwner,
} from '../../../../contract/customer.ts';
import { useLocale, useT } from '../../../i18n/use-t.ts';
import { hashHref } from '../../../lib/hash.ts';
import { useInspectedActor } from '../../../lib/use-inspected-actor.ts';
import { useInboxChanged } from '../../../shell/inbox-context.tsx';
import { Button } from '../../../ui/button.tsx';
import { Checkbox } from '../../../ui/checkbox.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import fieldStyles from '../../../ui/field.module.css';
import { Link } from '../../../ui/link.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { Radio, RadioGroup } from '../../../ui/radio-group.tsx';
import { Select, SelectItem } from '../../../ui/select.tsx';
import { useToast } from '../../../ui/toast-provider.tsx';
import {
  customerImportMachine,
  headerWords,
  mappingComplete,
  type StartFn,
} from '../customer-import.machine.ts';
import { previewCsv, previewRows, readImportStatus, startCustomerImport } from '../customer-import.ts';
import { type LineProblem, previewProblems } from '../customer-import-check.ts';
import { poolHref } from './customer-links.ts';
import styles from './import-dialog.module.css';

export interface ImportDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** A job ended (done or failed): the list refreshes and may show its report. */
  onImported?: (job: ImportJob) => void;
  /** A job already started (`?importId=` in the address): the dialog shows it rather than a new import. */
  importId?: number | null;
  /** A job was queued: the list may put its id in the address, so a reload comes back to it. */
  onStarted?: (jobId: number) => void;
}

const skip = '-';

/** The import: file → preview and column mapping → upload → progress → report (machine: customer-import). */
export default function ImportDialog({
  isOpen,
  onOpenChange,
  onImported,
  importId,
  onStarted,
}: ImportDialogProps) {
  const t = useT();
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={false} className={styles.wide}>
      <Dialog title={t('customerImport.title')}>
        {isOpen ? (
          <ImportFlow importId={importId ?? null} onImported={onImported} onStarted={onStarted} />
        ) : null}
      </Dialog>
    </Modal>
  );
}

function ImportFlow({
  importId,
  onImported,
  onStarted,
}: {
  importId: number | null;
  onImported: ImportDialogProps['onImported'];
  onStarted: ImportDialogProps['onStarted'];
}) {
  const t = useT();
  const toast = useToast();
  // Each started import's undo handle (its upload's answer): once it has ended, its toast and its
  // report offer 撤销, which takes the whole import back.
  const handles = useRef(new Map<number, UndoHandle>());
  const start: StartFn = (upload) =>
    startCustomerImport(upload).then((r) => {
      if (r.undo) handles.current.set(r.jobId, r.undo);
      return r;
    });
  const actor = useInspectedActor(customerImportMachine, {
    input: { preview: previewCsv, start, status: readImportStatus, jobId: importId },
  });
  const [offer, setOffer] = useState<{ toastId: string; undone: boolean } | null>(null);
  // An import's end arrives as a message: the dialog reads the job at once, so it never says
  // 已处理 0/30 beside the toast that says it is done.
  // The toast of that message waits until the dialog has read the job (it stops checking), so the two
  // never say different things at once.
  useInboxChanged(() => {
    actor.send({ type: 'import.news' });
    return waitFor(actor, (s) => !s.hasTag('uploading') && !s.matches({ running: 'checking' }), {
      timeout: 5000,
    });
  });
  const callbacks = useRef({ onImported, onStarted });
  callbacks.current = { onImported, onStarted };
  useEffect(() => {
    const finished = actor.on('import.finished', (e) => {
      callbacks.current.onImported?.(e.job);
      const undo = handles.current.get(e.job.jobId);
      // An import that brought nobody has nothing to take back: its report says why, with no undo.
      if (e.job.status !== 'done' || !undo || e.job.imported === 0) return;
      const toastId = toast.show(t('customerImport.doneToast', { imported: e.job.imported }), {
        tone: 'success',
        undo,
        onUndone: () => {
          setOffer({ toastId, undone: true });
          callbacks.current.onImported?.(e.job);
        },
      });
      setOffer({ toastId, undone: false });
    });
    const started = actor.on('import.jobStarted', (e) => callbacks.current.onStarted?.(e.jobId));
    return () => {
      finished.unsubscribe();
      started.unsubscribe();
    };
  }, [actor, toast, t]);
  const mode = useSelector(actor, (s) =>
    (['choosing', 'previewing', 'mapping', 'uploading', 'running', 'done', 'failed'] as const).find((tag) =>
      s.hasTag(tag),
    ),
  );
  const error = useSelector(actor, (s) => s.context.error);
  const notCsv = useSelector(actor, (s) => s.context.notCsv);
  const fileName = useSelector(actor, (s) => s.context.file?.name ?? '');

  const chooser = (
    <FileTrigger
      acceptedFileTypes={['.csv', 'text/csv']}
      onSelect={(list) => {
        const file = list?.[0];
        if (file) actor.send({ type: 'import.choose', file });
      }}
    >
      <Button variant={mode === 'choosing' ? 'primary' : 'secondary'}>
        {t('customerImport.chooseFile')}
      </Button>
    </FileTrigger>
  );

  return (
    <div className={styles.flow}>
      {mode === 'choosing' || mode === 'previewing' || mode === 'mapping' ? (
        <>
          <p>{t('customerImport.intro')}</p>
          <p>
            {chooser} {fileName ? <span>{fileName}</span> : null}
          </p>
          {mode === 'choosing' ? <BeforeAFile /> : null}
        </>
      ) : null}
      {mode === 'previewing' ? <p role="status">{t('customerImport.reading')}</p> : null}
      {error && (mode === 'choosing' || mode === 'mapping') ? (
        <p role="alert">
          {mode !== 'choosing'
            ? error
            : notCsv
              ? t('customerImport.notCsv', { name: error })
              : t('customerImport.unreadable', { reason: error })}
        </p>
      ) : null}
      {mode === 'mapping' ? <Mapping actor={actor} /> : null}
      {mode === 'uploading' || mode === 'running' ? <Progress actor={actor} /> : null}
      {mode === 'done' || mode === 'failed' ? (
        <Report actor={actor} offer={offer} onUndo={(id) => toast.undo(id)} />
      ) : null}
    </div>
  );
}

type ImportActor = ReturnType<typeof useInspectedActor<typeof customerImportMachine>>;

function Mapping({ actor }: { actor: ImportActor }) {
  const t = useT();
  const csv = useSelector(actor, (s) => s.context.csv);
  const mapping = useSelector(actor, (s) => s.context.mapping);
  const owner = useSelector(actor, (s) => s.context.owner);
  const hasHeader = useSelector(actor, (s) => s.context.hasHeader);
  if (!csv) return null;
  const columns = Array.from({ length: csv.columns }, (_, i) => ({
    id: String(i),
    label:
      hasHeader && csv.header[i]
        ? t('kit.labelled', { label: t('customerImport.columnN', { n: i + 1 }), value: csv.header[i] ?? '' })
        : t('customerImport.columnN', { n: i + 1 }),
  }));
  // Without a header its line is the first to import; the preview keeps its length (a short file whole).
  const rows = hasHeader ? csv.rows : [csv.header, ...csv.rows].slice(0, previewRows);
  const ready = mappingComplete(mapping);
  // A header and no line under it: said here, not after the upload, and nothing to start.
  const headerOnly = hasHeader && csv.rows.length === 0;
  // Each preview line's first problem, once Name and Mobile have their columns; the header line's
  // number is 1, as the import's report numbers lines.
  const firstLine = hasHeader ? 2 : 1;
  const problems = ready ? previewProblems(rows, mapping, firstLine) : [];
  const bad = problems.filter(Boolean).length;
  return (
    <>
      <Checkbox isSelected={hasHeader} onChange={(v) => actor.send({ type: 'import.header', hasHeader: v })}>
        {t('customerImport.hasHeader')}
      </Checkbox>
      <table aria-label={t('customerImport.mapping')} className={styles.mapping}>
        <thead>
          <tr>
            <th scope="col">{t('customerImport.field')}</th>
            <th scope="col">{t('customerImport.column')}</th>
          </tr>
        </thead>
        <tbody>
          {customerImportFields.map((field: CustomerImportField) => {
            const at = mapping[field];
            const required = field === 'name' || field === 'mobile';
            return (
              <tr key={field}>
                <th scope="row">
                  {/* The field named once, its required mark beside it; the select is named by it too. */}
                  <span className={required ? fieldStyles.required : undefined}>
                    {t(`customerImport.field.${field}`)}
                  </span>
                  {required ? (
                    <span className="visually-hidden">{t('customerImport.requiredMark')}</span>
                  ) : null}
                </th>
                <td>
                  <Select
                    label={<span className="visually-hidden">{t(`customerImport.field.${field}`)}</span>}
                    aria-required={required || undefined}
                    selectedKey={at === undefined ? skip : String(at)}
                    onSelectionChange={(key) =>
                      actor.send({
                        type: 'import.map',
                        field,
                        column: key === skip || key === null ? null : Number(key),
                      })
                    }
                    items={[{ id: skip, label: t('customerImport.skip') }, ...columns]}
                  >
                    {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
                  </Select>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <RadioGroup
        label={t('customerImport.owner')}
        description={owner === 'me' ? t('customerImport.owner.meLimit') : undefined}
        value={owner}
        onChange={(v) => actor.send({ type: 'import.owner', owner: v as ImportOwner })}
        orientation="horizontal"
      >
        <Radio value="pool">{t('customerImport.owner.pool')}</Radio>
        <Radio value="me">{t('customerImport.owner.me')}</Radio>
      </RadioGroup>
      {bad > 0 ? <p className={styles.badNote}>{t('customerImport.badLines', { n: bad })}</p> : null}
      {headerOnly ? <p className={styles.badNote}>{t('customerImport.noRows')}</p> : null}
      <table aria-label={t('customerImport.preview', { n: rows.length })} className={styles.preview}>
        <caption>{t('customerImport.preview', { n: rows.length })}</caption>
        {hasHeader || ready ? (
          <thead>
            <tr>
              <th scope="col">{t('customerImport.line')}</th>
              {ready ? <th scope="col">{t('customerImport.lineCheck')}</th> : null}
              {(hasHeader ? csv.header : []).map((h, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: columns are positions
                <th key={i} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
        ) : null}
        <tbody>
          {rows.map((r, i) => {
            const problem = problems[i];
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: preview rows are positions
              <tr key={i} data-bad={problem ? '' : undefined}>
                <th scope="row">{firstLine + i}</th>
                {ready ? (
                  <td>
                    {problem
                      ? t('customerImport.lineBad', { reason: problemText(t, problem) })
                      : t('customerImport.lineOk')}
                  </td>
                ) : null}
                {r.map((c, j) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns are positions
                  <td key={j}>{c}</td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
      {ready ? <p>{t('customerImport.lookupsLater')}</p> : <p>{t('customerImport.required')}</p>}
      <Button
        variant="primary"
        isDisabled={!ready || headerOnly}
        onPress={() => actor.send({ type: 'import.start' })}
      >
        {t('customerImport.start')}
      </Button>
    </>
  );
}

/** A preview line's problem in the reader's words, its field (if it names one) by its label. */
function problemText(t: ReturnType<typeof useT>, problem: LineProblem): string {
  if (!problem.field) return t(problem.key, problem.params);
  return t(problem.key, { ...problem.params, field: t(`customerImport.field.${problem.field}`) });
}

function Progress({ actor }: { actor: ImportActor }) {
  const t = useT();
  const uploading = useSelector(actor, (s) => s.hasTag('uploading'));
  const percent = useSelector(actor, (s) => s.context.percent);
  const job = useSelector(actor, (s) => s.context.job);
  const lost = useSelector(actor, (s) => s.context.statusLost);
  const text = uploading
    ? t('customerImport.uploading', { percent })
    : job && job.status !== 'queued'
      ? t('customerImport.running', { done: job.done, total: job.total })
      : t('customerImport.queued');
  const value = uploading ? percent : job && job.total > 0 ? Math.floor((job.done / job.total) * 100) : 0;
  // Announced in steps of a quarter, so a screen reader is not read every second's figure.
  const spoken = uploading
    ? t('customerImport.uploading', { percent: Math.floor(percent / 25) * 25 })
    : job && job.total > 0
      ? t('customerImport.running', {
          done:
            job.done >= job.total
              ? job.total
              : Math.floor((job.done / job.total) * 4) * Math.floor(job.total / 4),
          total: job.total,
        })
      : t('customerImport.queued');
  return (
    <>
      <ProgressBar value={value} aria-label={text}>
        {({ percentage }) => (
          <div style={{ background: 'var(--color-border, #ddd)', height: 8, borderRadius: 4 }}>
            <div
              style={{
                width: `${percentage ?? 0}%`,
                height: 8,
                borderRadius: 4,
                background: 'var(--color-primary, #1677ff)',
              }}
            />
          </div>
        )}
      </ProgressBar>
      <p>{text}</p>
      <p aria-live="polite" className="visually-hidden">
        {spoken}
      </p>
      {lost ? <p>{t('customerImport.statusLost')}</p> : null}
      {uploading ? (
        <Button onPress={() => actor.send({ type: 'import.cancel' })}>{t('customerImport.cancel')}</Button>
      ) : null}
    </>
  );
}

/**
 * Where the imported rows are now: the importer's own list (which the address has narrowed to this
 * import) or the pool, with the way there; a list that looks empty after an import into the pool
 * would otherwise read as "nothing happened".
 */
function WhereTheyWent({ job }: { job: ImportJob }) {
  const t = useT();
  const pooled = job.owner === 'pool' ? job.imported : job.pooled;
  const mine = job.imported - pooled;
  if (job.imported === 0) return null;
  return (
    <>
      {mine > 0 ? <p>{t('customerImport.wentMine', { n: mine })}</p> : null}
      {pooled > 0 ? (
        <p>
          {t('customerImport.wentPool', { n: pooled })} ·{' '}
          <Link href={hashHref(poolHref({ importId: String(job.jobId) }))}>
            {t('customerImport.seePool')}
          </Link>
        </p>
      ) : null}
    </>
  );
}

function Report({
  actor,
  offer,
  onUndo,
}: {
  actor: ImportActor;
  /** The toast offering this import's undo, once it ended; `undone` once it was taken back. */
  offer: { toastId: string; undone: boolean } | null;
  onUndo: (toastId: string) => void;
}) {
  const t = useT();
  const job = useSelector(actor, (s) => s.context.job);
  const failed = useSelector(actor, (s) => s.hasTag('failed'));
  if (!job) return null;
  return (
    <>
      {offer?.undone ? <p role="status">{t('customerImport.undone')}</p> : null}
      <p role="status">
        {failed
          ? t('kit.labelled', { label: t('customerImport.failedTitle'), value: job.message })
          : t('customerImport.doneSummary', { imported: job.imported, failed: job.failed })}
        {!failed && job.pooled > 0 ? ` ${t('customerImport.pooled', { n: job.pooled })}` : ''}
      </p>
      {/* Taken back, the rows went nowhere: no link to where they were. */}
      {failed || offer?.undone ? null : <WhereTheyWent job={job} />}
      {job.errors.length > 0 ? (
        <table aria-label={t('customerImport.errors')}>
          <caption>
            {t('customerImport.errors')}
            {job.failed > job.errors.length
              ? ` (${t('customerImport.errorsMore', { n: customerLimits.importErrorsKept })})`
              : ''}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('customerImport.line')}</th>
              <th scope="col">{t('customerImport.reason')}</th>
            </tr>
          </thead>
          <tbody>
            {job.errors.map((e) => (
              <tr key={e.line}>
                <td>{e.line}</td>
                <td>{e.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {failed ? (
        <Button variant="primary" onPress={() => actor.send({ type: 'import.retry' })}>
          {t('customerImport.retry')}
        </Button>
      ) : (
        <>
          {offer && !offer.undone ? (
            // What it did is said in the toast, read politely; the whole import goes back in one call.
            <Button onPress={() => onUndo(offer.toastId)}>{t('customerImport.undo')}</Button>
          ) : null}
          <Button onPress={() => actor.send({ type: 'import.again' })}>{t('customerImport.again')}</Button>
        </>
      )}
    </>
  );
}

/**
 * Before a file is chosen: a template to fill in (a CSV whose first line names every field as the
 * import understands it, in the reader's language) and the column names the import matches, so a
 * manager can prepare a file without guessing.
 */
function BeforeAFile() {
  const t = useT();
  const locale = useLocale();
  const header = customerImportFields.map((f) => t(`customerImport.field.${f}`)).join(',');
  // With a BOM, so Excel opens the UTF-8 file in Chinese rather than as mojibake.
  const template = `data:text/csv;charset=utf-8,${encodeURIComponent(`\ufeff${header}\r\n`)}`;
  const other = locale === 'en' ? 'zh-CN' : 'en';
  return (
    <>
      <p>
        <Link href={template} download={t('customerImport.templateFile')}>
          {t('customerImport.template')}
        </Link>
      </p>
      <table aria-label={t('customerImport.headers')} className={styles.headers}>
        <caption>
          {t('customerImport.headers')}
          <span className={styles.captionNote}>{t('customerImport.headersIntro')}</span>
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('customerImport.field')}</th>
            <th scope="col">{t('customerImport.headersOf')}</th>
          </tr>
        </thead>
        <tbody>
          {customerImportFields.map((field) => {
            const required = field === 'name' || field === 'mobile';
            return (
              <tr key={field}>
                <th scope="row">
                  {t(`customerImport.field.${field}`)}
                  {required ? t('customerImport.requiredMark') : ''}
                </th>
                <td>
                  {[...headerWords[field][locale], ...headerWords[field][other]].join(
                    t('customerImport.joiner'),
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}
