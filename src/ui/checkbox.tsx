import { Check, Minus } from 'lucide-react';
import {
  composeRenderProps,
  Checkbox as RacCheckbox,
  type CheckboxProps as RacCheckboxProps,
} from 'react-aria-components';
import styles from './checkbox.module.css';

export interface CheckboxProps extends RacCheckboxProps {}

/** The label is the children; a checkbox without one (a table's selection cell) gets RAC's own label. */
export function Checkbox({ children, className, ...rest }: CheckboxProps) {
  return (
    <RacCheckbox
      {...rest}
      className={composeRenderProps(className, (c) => [styles.checkbox, c].filter(Boolean).join(' '))}
    >
      {composeRenderProps(children, (content, { isSelected, isIndeterminate }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {isIndeterminate ? <Minus size={12} /> : isSelected ? <Check size={12} /> : null}
          </span>
          {content}
        </>
      ))}
    </RacCheckbox>
  );
}
