import { composeRenderProps, Link as RacLink, type LinkProps as RacLinkProps } from 'react-aria-components';
import styles from './link.module.css';

export interface LinkProps extends RacLinkProps {
  variant?: 'normal' | 'quiet';
}

/** Hash-route links are plain `href="#/path"`, so RAC needs no router provider. */
export function Link({ variant = 'normal', className, ...rest }: LinkProps) {
  return (
    <RacLink
      {...rest}
      className={composeRenderProps(className, (cls) =>
        [styles.link, variant === 'quiet' ? styles.quiet : '', cls].filter(Boolean).join(' '),
      )}
    />
  );
}
