import type { ReactNode } from 'react';
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

export function Radio({ children, className, ...rest }: RadioProps) {
  return (
    <RacRadio
      {...rest}
      className={composeRenderProps(className, (c) => [checkStyles.checkbox, c].filter(Boolean).join(' '))}
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
