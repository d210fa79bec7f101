import { type ReactNode, useState } from 'react';
import { TextField as RacTextField, type TextFieldProps as RacTextFieldProps } from 'react-aria-components';
import { useT } from '../i18n/use-t.ts';
import styles from './field.module.css';
import { FieldHelp } from './field-help.tsx';
import { FieldLabel } from './field-label.tsx';

/** What every text-like kit field takes besides RAC's own props. */
export interface TextFieldFrameProps extends RacTextFieldProps {
  label: ReactNode;
  description?: ReactNode;
  /** Shown when the field is invalid: a server field error or the form check's message. */
  errorMessage?: string;
}

/**
 * The frame the one-line, multi-line and decimal fields share: RAC's text field marked invalid when
 * there is an error to show, the label, the field's own input (`children`), then its help and error.
 *
 * `maxLength` is not the input's own: the browser cuts a paste at it without a word, and the user
 * loses the end of what they pasted unseen. The text is kept whole instead, and past the limit the
 * help line says by how much, as they type; the form's check refuses it on save, at the field.
 */
export function TextFieldFrame({
  label,
  description,
  errorMessage,
  className,
  children,
  maxLength,
  ...rest
}: TextFieldFrameProps & { children: ReactNode }) {
  const t = useT();
  const [typed, setTyped] = useState(rest.defaultValue ?? '');
  const text = rest.value ?? typed;
  const over = maxLength === undefined ? 0 : [...text.trim()].length - maxLength;
  // Once a save has said the limit at the field, the note would say it twice; it comes back as the
  // user edits (an edit clears the field's mark).
  const help =
    over > 0 && !errorMessage ? (
      <>
        {description ? <>{description} </> : null}
        <span className={styles.over}>{t('field.overLength', { over, max: maxLength ?? 0 })}</span>
      </>
    ) : (
      // With a limit, the description slot is there from the start (empty and hidden until there is
      // something to say): React Aria links a description that appears later to nothing.
      // biome-ignore lint/complexity/noUselessFragments: a node that renders nothing keeps the slot
      (description ?? (maxLength === undefined ? undefined : <></>))
    );
  return (
    <RacTextField
      {...rest}
      onChange={(value) => {
        setTyped(value);
        rest.onChange?.(value);
      }}
      isInvalid={invalidOf(rest.isInvalid, errorMessage)}
      className={[styles.field, typeof className === 'string' ? className : ''].join(' ')}
    >
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      {children}
      <FieldHelp description={help} errorMessage={errorMessage} />
    </RacTextField>
  );
}

/** Invalid as told, or else when there is an error message to show. */
export function invalidOf(isInvalid: boolean | undefined, errorMessage: string | undefined) {
  return isInvalid ?? (errorMessage ? true : undefined);
}
