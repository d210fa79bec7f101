import '../i18n/kit.ts';
import { CircleAlert, ImageOff } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useT } from '../i18n/use-t.ts';
import { Button } from './button.tsx';
import fieldStyles from './field.module.css';
import styles from './library-image-field.module.css';
import { useMediaAccess } from './media-access.ts';
import { MediaLibrary, type MediaSource } from './media-library.tsx';
import { WithheldBy } from './withheld.tsx';

export interface LibraryImageFieldProps {
  label: string;
  /** The chosen image's `fileurl`, or ''. */
  value: string;
  onChange: (url: string) => void;
  source: MediaSource;
  description?: ReactNode;
  errorMessage?: string;
  isRequired?: boolean;
  /** Offer "remove" (an optional image). Default: when not required. */
  removable?: boolean;
  /**
   * Whether the role may read the library. Default: the shell's answer (`MediaAccess`). Without it
   * the field says so under itself and its choose button stays, withheld with that reason; an image
   * already chosen stays, and may still be removed.
   */
  mayBrowse?: boolean;
}

/**
 * An image field whose value comes from the brand's media library (a cover, a slide, a logo): the
 * image shown, a button that opens the library (upload in place, then pick), and one that removes it.
 * An error marks the choose button invalid, so a form's failed submit focuses it.
 */
export function LibraryImageField({
  label,
  value,
  onChange,
  source,
  description,
  errorMessage,
  isRequired,
  removable = !isRequired,
  mayBrowse: mayBrowseGiven,
}: LibraryImageFieldProps) {
  const t = useT();
  const mayBrowse = useMediaAccess()('image');
  const browse = mayBrowseGiven ?? mayBrowse;
  const [open, setOpen] = useState(false);
  const id = useId();
  const href = source.href ?? ((u: string) => u);
  const noRightId = `${id}-no-right`;
  // The button's own description; withheld, the kit adds the line saying why.
  const hintAndError = [description ? `${id}-hint` : '', errorMessage ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  const described = [browse ? '' : noRightId, hintAndError].filter(Boolean).join(' ');
  const chooser = (
    <Button
      wraps
      aria-invalid={errorMessage ? true : undefined}
      aria-describedby={hintAndError || undefined}
      onPress={() => setOpen(true)}
    >
      {value ? t('image.change', { label }) : t('image.choose', { label })}
    </Button>
  );
  return (
    <fieldset className={styles.field} aria-describedby={described || undefined}>
      <legend
        className={[fieldStyles.label, isRequired ? fieldStyles.required : ''].filter(Boolean).join(' ')}
      >
        {label}
      </legend>
      <div className={styles.row}>
        {value ? (
          <img className={styles.image} src={href(value)} alt={t('image.chosen', { label })} />
        ) : (
          <span className={styles.none}>
            <ImageOff aria-hidden="true" size={20} />
            {t('image.none')}
          </span>
        )}
        <div className={styles.buttons}>
          {/* "Choose from the library: Cover image" is longer than a 320 px screen's column. */}
          {browse ? (
            chooser
          ) : (
            // Withheld, not left out: reached by Tab, it is read with why, as the line under it says.
            <WithheldBy reasonId={noRightId}>{chooser}</WithheldBy>
          )}
          {value && removable ? (
            <Button variant="quiet" wraps onPress={() => onChange('')}>
              {t('image.remove', { label })}
            </Button>
          ) : null}
        </div>
      </div>
      {browse ? null : (
        <span id={noRightId} className={fieldStyles.description}>
          {t('image.noRight')}
        </span>
      )}
      {description ? (
        <span id={`${id}-hint`} className={fieldStyles.description}>
          {description}
        </span>
      ) : null}
      {errorMessage ? (
        <span id={`${id}-error`} className={fieldStyles.error}>
          <CircleAlert aria-hidden="true" size={14} />
          <span>{errorMessage}</span>
        </span>
      ) : null}
      <MediaLibrary
        isOpen={open}
        onOpenChange={setOpen}
        source={source}
        kinds={['image']}
        onPick={([item]) => {
          if (item) onChange(item.fileurl);
        }}
      />
    </fieldset>
  );
}
