import '../i18n/kit.ts';
import { useSelector } from '@xstate/react';
import { Upload } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { DropZone, FileTrigger, ProgressBar, Text } from 'react-aria-components';
import { useT } from '../i18n/use-t.ts';
import { formatSize } from '../lib/format-size.ts';
import { useInspectedActor } from '../lib/use-inspected-actor.ts';
import {
  type UploadEntry,
  type UploadedFile,
  type UploadFn,
  uploadMachine,
} from '../machines/upload.machine.ts';
import { Button } from './button.tsx';
import styles from './file-upload.module.css';
import { useToast } from './toast-provider.tsx';

export interface FileUploadProps {
  /** Sends one file (multipart), reporting progress; aborts on the signal. */
  upload: UploadFn;
  onUploaded?: (files: UploadedFile[]) => void;
  acceptedFileTypes?: string[];
  allowsMultiple?: boolean;
  label?: string;
  /** Start each file as soon as it is picked or dropped (no Upload button). Default false. */
  autoStart?: boolean;
}

const quarter = (e: UploadEntry) =>
  e.size > 0 ? Math.min(100, Math.floor(((e.loaded / e.size) * 100) / 25) * 25) : 0;

/** What the polite live region says: each file's progress in quarter steps, then its outcome. */
function announcement(entries: UploadEntry[], t: ReturnType<typeof useT>): string {
  return entries
    .map((e) => {
      if (e.status === 'uploading') return t('upload.percent', { name: e.name, percent: quarter(e) });
      if (e.status === 'done') return t('upload.announceDone', { name: e.name });
      if (e.status === 'failed')
        return t('upload.announceFailed', { name: e.name, reason: e.error ?? t('upload.failedReason') });
      if (e.status === 'refused')
        return t('upload.announceRefused', { name: e.name, reason: e.error ?? t('upload.failedReason') });
      return '';
    })
    .filter(Boolean)
    .join('. ');
}

/** Pick (FileTrigger) or drop (DropZone) files, then upload them with per-file progress and cancel. */
export function FileUpload({
  upload,
  onUploaded,
  acceptedFileTypes,
  allowsMultiple = true,
  label,
  autoStart = false,
}: FileUploadProps) {
  const t = useT();
  const toast = useToast();
  const latest = useRef({ upload, onUploaded });
  latest.current = { upload, onUploaded };
  const actor = useInspectedActor(uploadMachine, {
    input: { upload: (file, options) => latest.current.upload(file, options), autoStart },
  });
  const entries = useSelector(actor, (s) => s.context.entries);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  useEffect(() => {
    const subs = [
      actor.on('upload.notice', (e) => toast.show(e.message, { tone: e.tone })),
      actor.on('upload.finished', (e) => latest.current.onUploaded?.(e.results)),
    ];
    return () => {
      for (const s of subs) s.unsubscribe();
    };
  }, [actor, toast]);
  const add = (files: File[]) => {
    if (files.length) actor.send({ type: 'upload.add', files: allowsMultiple ? files : files.slice(0, 1) });
  };
  return (
    <div className={styles.upload}>
      <DropZone
        className={styles.zone}
        aria-label={label ?? t('upload.dropLabel')}
        getDropOperation={(types) =>
          !acceptedFileTypes || acceptedFileTypes.some((a) => types.has(a)) ? 'copy' : 'cancel'
        }
        onDrop={async (e) => {
          const files: File[] = [];
          for (const item of e.items) if (item.kind === 'file') files.push(await item.getFile());
          add(files);
        }}
      >
        <Upload aria-hidden="true" size={28} />
        <Text slot="label">{t('upload.dropHere')}</Text>
        <FileTrigger
          acceptedFileTypes={acceptedFileTypes}
          allowsMultiple={allowsMultiple}
          onSelect={(list) => add(list ? Array.from(list) : [])}
        >
          <Button>{t('upload.choose')}</Button>
        </FileTrigger>
      </DropZone>
      {entries.length ? (
        <ul className={styles.files} aria-label={t('upload.files')}>
          {entries.map((e) => (
            <FileRow
              key={e.key}
              entry={e}
              onCancel={() => actor.send({ type: 'upload.cancel', key: e.key })}
              onRemove={() => actor.send({ type: 'upload.remove', key: e.key })}
              onRetry={() => actor.send({ type: 'upload.retry', key: e.key })}
            />
          ))}
        </ul>
      ) : null}
      <div className="visually-hidden" aria-live="polite">
        {announcement(entries, t)}
      </div>
      {autoStart ? null : (
        <div className={styles.actions}>
          <Button variant="primary" isPending={busy} onPress={() => actor.send({ type: 'upload.start' })}>
            {t('upload.start')}
          </Button>
        </div>
      )}
    </div>
  );
}

function FileRow({
  entry,
  onCancel,
  onRemove,
  onRetry,
}: {
  entry: UploadEntry;
  onCancel: () => void;
  onRemove: () => void;
  onRetry: () => void;
}) {
  const t = useT();
  const percent = entry.size > 0 ? Math.min(100, Math.round((entry.loaded / entry.size) * 100)) : 0;
  return (
    <li className={styles.file}>
      <span>
        {entry.name} · {formatSize(entry.size)}
      </span>
      <span className={entry.status === 'failed' || entry.status === 'refused' ? styles.failed : undefined}>
        {t(`upload.status.${entry.status}`)}
        {entry.status === 'uploading' ? ` ${percent}%` : null}
      </span>
      {entry.status === 'failed' || entry.status === 'cancelled' ? (
        <Button
          size="small"
          variant="quiet"
          onPress={onRetry}
          aria-label={t('upload.retryFile', { name: entry.name })}
        >
          {t('upload.retry')}
        </Button>
      ) : null}
      {entry.status === 'uploading' ? (
        <Button
          size="small"
          variant="quiet"
          onPress={onCancel}
          aria-label={t('upload.cancelFile', { name: entry.name })}
        >
          {t('kit.cancel')}
        </Button>
      ) : (
        <Button
          size="small"
          variant="quiet"
          onPress={onRemove}
          aria-label={t('upload.removeFile', { name: entry.name })}
        >
          {t('upload.remove')}
        </Button>
      )}
      {(entry.status === 'failed' || entry.status === 'refused') && entry.error ? (
        <p className={styles.reason}>{entry.error}</p>
      ) : null}
      {entry.status === 'uploading' ? (
        <ProgressBar
          value={percent}
          aria-label={t('upload.progress', { name: entry.name })}
          className={styles.bar}
        >
          <div className={styles.fill} style={{ width: `${percent}%` }} />
        </ProgressBar>
      ) : null}
    </li>
  );
}
