import { TextArea as RacTextArea } from 'react-aria-components';
import styles from './field.module.css';
import { TextFieldFrame, type TextFieldFrameProps } from './text-field-frame.tsx';

export interface TextAreaProps extends TextFieldFrameProps {
  placeholder?: string;
  rows?: number;
}

export function TextArea({ placeholder, rows = 4, ...rest }: TextAreaProps) {
  return (
    <TextFieldFrame {...rest}>
      <RacTextArea className={`${styles.input} ${styles.textarea}`} placeholder={placeholder} rows={rows} />
    </TextFieldFrame>
  );
}
