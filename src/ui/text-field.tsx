import { Input } from 'react-aria-components';
import styles from './field.module.css';
import { TextFieldFrame, type TextFieldFrameProps } from './text-field-frame.tsx';

export interface TextFieldProps extends TextFieldFrameProps {
  placeholder?: string;
}

/** One-line text input with its label, help text and error line; `type="password"` for secrets. */
export function TextField({ placeholder, ...rest }: TextFieldProps) {
  return (
    <TextFieldFrame {...rest}>
      <Input className={styles.input} placeholder={placeholder} />
    </TextFieldFrame>
  );
}
