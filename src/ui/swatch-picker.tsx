import type { ReactNode } from 'react';
import {
  composeRenderProps,
  Radio as RacRadio,
  RadioGroup as RacRadioGroup,
  type RadioGroupProps as RacRadioGroupProps,
} from 'react-aria-components';
import { FieldError } from './field-error.tsx';
import { FieldLabel } from './field-label.tsx';
import swatchStyles from './swatch-picker.module.css';

export interface Swatch {
  /** `#rrggbb`, or '' for "no colour". */
  value: string;
  /** Its name, read by screen readers and shown as a tooltip ("红色"). */
  label: string;
}

export interface SwatchPickerProps extends Omit<RacRadioGroupProps, 'children'> {
  label: ReactNode;
  swatches: readonly Swatch[];
  errorMessage?: string;
}

/**
 * A colour chosen from a few named swatches (a tag's colour): a radio group, so arrow keys move the
 * choice and each swatch is read by its name; the colour itself is never the only cue.
 */
export function SwatchPicker({ label, swatches, errorMessage, className, ...rest }: SwatchPickerProps) {
  return (
    <RacRadioGroup
      orientation="horizontal"
      {...rest}
      isInvalid={rest.isInvalid ?? (errorMessage ? true : undefined)}
      className={composeRenderProps(className, (c) => [swatchStyles.group, c].filter(Boolean).join(' '))}
    >
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <div className={swatchStyles.swatches}>
        {swatches.map((s) => (
          <RacRadio key={s.value || 'none'} value={s.value} className={swatchStyles.swatch}>
            <span
              className={s.value ? swatchStyles.colour : `${swatchStyles.colour} ${swatchStyles.none}`}
              style={s.value ? { background: s.value } : undefined}
              title={s.label}
              aria-hidden="true"
            />
            <span className="visually-hidden">{s.label}</span>
          </RacRadio>
        ))}
      </div>
      <FieldError>{errorMessage}</FieldError>
    </RacRadioGroup>
  );
}
