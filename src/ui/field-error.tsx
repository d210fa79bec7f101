import {
  FieldError as RacFieldError,
  type FieldErrorProps as RacFieldErrorProps,
} from 'react-aria-components';
import styles from './field.module.css';
import { CircleAlert } from './first-screen-icons.tsx';

export interface FieldErrorProps extends RacFieldErrorProps {}

/** The error line under a field, with the error icon docs/spec.md §5 asks for beside the message. */
export function FieldError({ children, ...rest }: FieldErrorProps) {
  return (
    <RacFieldError {...rest} className={styles.error}>
      {(state) => (
        <>
          <CircleAlert size={14} />
          <span>
            {typeof children === 'function'
              ? children(state)
              : (children ?? state.validationErrors.join(' '))}
          </span>
        </>
      )}
    </RacFieldError>
  );
}
