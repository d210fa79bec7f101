import { ArrowLeft, ArrowRight, File as FileIcon, Film, X } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useId, useRef, useState } from 'react';
import type { UploadKind } from '../../contract/upload.ts';
import '../i18n/media-picker.ts';
import { useT } from '../i18n/use-t.ts';
import { Button } from './button.tsx';
import fieldStyles from './field.module.css';
import type { MediaSource } from './media-library.tsx';
import styles from './media-picker.module.css';

// The library (grid, tabs, uploads) loads when it is first opened, not with every form that has a picker.
const MediaLibrary = lazy(() => import('./media-library.tsx').then((m) => ({ default: m.MediaLibrary })));

/** A library file a record shows: its URL as the library answered it, and a name. */
export interface PickedFile {
  url: string;
  title: string;
}

export interface MediaPickerProps {
  label: ReactNode;
  /** The files in the order shown. */
  value: readonly PickedFile[];
  onChange: (next: PickedFile[]) => void;
  /** The library's kind files come from. */
  kind: UploadKind;
  /** How many may be chosen: 1 for a cover (choosing again replaces it). */
  max: number;
  source: MediaSource;
  /**
   * Whether the role may read the library (`useMayBrowseMedia`). Default true. Without it the files
   * chosen so far stay, to reorder and remove, and the field says why none can be added.
   */
  mayBrowse?: boolean;
  isRequired?: boolean;
  description?: ReactNode;
  errorMessage?: string;
}

/**
 * Files of a record chosen from the brand's media library (a product's cover and images, a material's
 * files): each with buttons to move it earlier or later and to remove it, so the order is set with the
 * keyboard or a pointer alike; the library opens to add more (or to change the one of a single pick).
 */
export function MediaPicker({
  label,
  value,
  onChange,
  kind,
  max,
  source,
  mayBrowse = true,
  isRequired,
  description,
  errorMessage,
}: MediaPickerProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const errorId = useId();
  const opener = useRef<HTMLButtonElement>(null);
  const href = source.href ?? ((u: string) => u);
  const single = max === 1;
  const full = value.length >= max;
  const nameOf = (f: PickedFile, i: number) => f.title || t('media.picker.nth', { n: i + 1 });
  const move = (from: number, to: number) => {
    const next = [...value];
    const [item] = next.splice(from, 1);
    if (!item) return;
    next.splice(to, 0, item);
    onChange(next);
  };
  return (
    <fieldset
      className={styles.picker}
      aria-describedby={errorMessage ? errorId : undefined}
      data-invalid={errorMessage ? '' : undefined}
    >
      <legend
        className={[fieldStyles.label, isRequired ? fieldStyles.required : ''].filter(Boolean).join(' ')}
      >
        {label}
      </legend>
      {value.length === 0 ? (
        <p className={styles.none}>{t('media.picker.none')}</p>
      ) : (
        <ol className={styles.list}>
          {value.map((f, i) => {
            const name = nameOf(f, i);
            return (
              <li key={f.url} className={styles.item}>
                <span className={styles.thumb}>
                  {kind === 'image' ? (
                    <img src={href(f.url)} alt={name} loading="lazy" />
                  ) : kind === 'video' ? (
                    <Film aria-hidden="true" size={28} />
                  ) : (
                    <FileIcon aria-hidden="true" size={28} />
                  )}
                </span>
                {kind === 'image' ? null : <span className={styles.name}>{name}</span>}
                <span className={styles.actions}>
                  {single ? null : (
                    <>
                      <Button
                        size="small"
                        variant="quiet"
                        isDisabled={i === 0}
                        aria-label={t('media.picker.moveEarlier', { name })}
                        onPress={() => move(i, i - 1)}
                      >
                        <ArrowLeft aria-hidden="true" size={14} />
                      </Button>
                      <Button
                        size="small"
                        variant="quiet"
                        isDisabled={i === value.length - 1}
                        aria-label={t('media.picker.moveLater', { name })}
                        onPress={() => move(i, i + 1)}
                      >
                        <ArrowRight aria-hidden="true" size={14} />
                      </Button>
                    </>
                  )}
                  <Button
                    size="small"
                    variant="quiet"
                    aria-label={t('media.picker.remove', { name })}
                    onPress={() => {
                      onChange(value.filter((_, j) => j !== i));
                      // The removed item's buttons are gone: the library button keeps focus in the field.
                      opener.current?.focus();
                    }}
                  >
                    <X aria-hidden="true" size={14} />
                  </Button>
                </span>
              </li>
            );
          })}
        </ol>
      )}
      <div className={styles.bar}>
        {mayBrowse ? (
          <Button
            ref={opener}
            isDisabled={full && !single}
            onPress={() => {
              setWanted(true);
              setOpen(true);
            }}
          >
            {single && value.length > 0 ? t('media.picker.change') : t('media.picker.open')}
          </Button>
        ) : (
          <span className={fieldStyles.description}>{t('media.picker.noRight')}</span>
        )}
        {single ? null : (
          <span className={styles.count}>
            {full ? t('media.picker.full', { max }) : t('media.picker.count', { count: value.length, max })}
          </span>
        )}
      </div>
      {description ? <span className={fieldStyles.description}>{description}</span> : null}
      {errorMessage ? (
        <span id={errorId} className={fieldStyles.error}>
          {errorMessage}
        </span>
      ) : null}
      {wanted ? (
        <Suspense fallback={<span role="status">{t('media.picker.loading')}</span>}>
          <MediaLibrary
            isOpen={open}
            onOpenChange={setOpen}
            source={source}
            kinds={[kind]}
            multiple={!single}
            onPick={(items) => {
              const picked = items.map((it) => ({ url: it.fileurl, title: it.title }));
              if (single) onChange(picked.slice(0, 1));
              else {
                const known = new Set(value.map((f) => f.url));
                onChange([...value, ...picked.filter((p) => !known.has(p.url))].slice(0, max));
              }
            }}
          />
        </Suspense>
      ) : null}
    </fieldset>
  );
}
