import { type ReactNode, useLayoutEffect, useRef } from 'react';
import {
  composeRenderProps,
  Radio as RacRadio,
  RadioGroup as RacRadioGroup,
  type RadioGroupProps as RacRadioGroupProps,
  type RadioProps as RacRadioProps,
} from 'react-aria-components';
import checkStyles from './checkbox.module.css';
import { FieldHelp } from './field-help.tsx';
import { FieldLabel } from './field-label.tsx';
import radioStyles from './radio-group.module.css';
import { useWithheld } from './withheld.tsx';

export interface RadioGroupProps extends RacRadioGroupProps {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: string;
  children: ReactNode;
}

/** Arrow keys move the choice inside the group; Tab leaves it. */
export function RadioGroup({
  label,
  description,
  errorMessage,
  children,
  className,
  ...rest
}: RadioGroupProps) {
  return (
    <RacRadioGroup
      {...rest}
      isInvalid={rest.isInvalid ?? (errorMessage ? true : undefined)}
      className={composeRenderProps(className, (c) => [checkStyles.group, c].filter(Boolean).join(' '))}
    >
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <div className={checkStyles.options}>{children}</div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RacRadioGroup>
  );
}

export interface RadioProps extends RacRadioProps {}

/**
 * Inside `Withheld` (withheld.tsx) a radio is a choice the member may not make: it stays in the
 * group, reached by its arrow keys, `aria-disabled` (not `disabled`) and described by the reason,
 * which shows on hover and focus; the group's `onChange` must ignore its value.
 */
export function Radio({ children, className, ...rest }: RadioProps) {
  const withheld = useWithheld();
  const input = useRef<HTMLInputElement | null>(null);
  // RAC passes no `aria-disabled` to the radio's input: set on the element, as Button sets aria-busy.
  useLayoutEffect(() => {
    const el = input.current;
    if (!el) return;
    if (withheld) el.setAttribute('aria-disabled', 'true');
    else el.removeAttribute('aria-disabled');
  });
  const describedBy = [rest['aria-describedby'], withheld].filter(Boolean).join(' ') || undefined;
  return (
    <RacRadio
      {...rest}
      inputRef={input}
      aria-describedby={describedBy}
      className={composeRenderProps(className, (c) =>
        [checkStyles.checkbox, withheld ? radioStyles.withheld : '', c].filter(Boolean).join(' '),
      )}
    >
      {composeRenderProps(children, (content) => (
        <>
          <span className={radioStyles.dot} aria-hidden="true" />
          {content}
        </>
      ))}
    </RacRadio>
  );
}
