import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useT } from '../i18n/use-t.ts';
import { failureOf, isCustomised, type listMachine } from '../machines/list.machine.ts';
import { Button } from './button.tsx';
import { ErrorState } from './error-state.tsx';

export interface ListFailureProps {
  /** The list machine whose page failed (a list view's, or a screen's that draws the rows itself). */
  actor: ActorRefFrom<typeof listMachine>;
  /** The heading; ErrorState's own (加载失败) by default. */
  title?: string;
  /** Called as 重试 or 回到完整列表 is pressed, before the list loads again (the list view lands focus). */
  onPress?: () => void;
}

/**
 * A list's failed page. A fault (the network, a timeout, a 5xx) offers 重试; the server's no is said in
 * its words with nothing to retry, and with 回到完整列表 when the address asked for more than the list's
 * own view (a filter, a sort, a page an old link carries). Nothing while the page has not failed.
 */
export function ListFailure({ actor, title, onPress }: ListFailureProps) {
  const t = useT();
  const failure = useSelector(actor, failureOf);
  const error = useSelector(actor, (s) => s.context.error);
  const customised = useSelector(actor, (s) => isCustomised(s.context.query));
  if (!failure) return null;
  return (
    <ErrorState
      title={title}
      description={error || undefined}
      onRetry={
        failure === 'fault'
          ? () => {
              onPress?.();
              actor.send({ type: 'list.retry' });
            }
          : undefined
      }
      action={
        customised ? (
          <Button
            onPress={() => {
              onPress?.();
              actor.send({ type: 'list.reset' });
            }}
          >
            {t('kit.wholeList')}
          </Button>
        ) : undefined
      }
    />
  );
}
