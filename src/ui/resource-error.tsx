import type { ReactNode } from 'react';
import { ErrorState } from './error-state.tsx';
import type { Resource } from './use-resource.ts';

export interface ResourceErrorProps {
  /** The read that failed: its message, whether the server refused it, and its retry. */
  resource: Pick<Resource<unknown>, 'error' | 'refused' | 'retry'>;
  /** Defaults to the kit's 加载失败. */
  title?: ReactNode;
  /** Defaults to the read's own message (the server's reason, or the http layer's for a fault). */
  description?: ReactNode;
}

/**
 * A failed read of a screen's data. A fault (the network, a timeout, a 5xx) offers 重试; the server's
 * no (no right, a record gone) is said in its words with nothing to retry, since asking again can
 * only be refused again.
 */
export function ResourceError({ resource, title, description }: ResourceErrorProps) {
  return (
    <ErrorState
      title={title}
      description={description ?? (resource.error || undefined)}
      onRetry={resource.refused ? undefined : resource.retry}
    />
  );
}
