import '../customer-insight.strings.ts';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { fromPromise } from 'xstate';
import type { CustomerConditions } from '../../../../contract/customer.ts';
import { useLocale, useT } from '../../../i18n/use-t.ts';
import { useInspectedActor } from '../../../lib/use-inspected-actor.ts';
import { Button } from '../../../ui/button.tsx';
import { groupCountMachine } from '../group-count.machine.ts';
import styles from './customer-insight.module.css';

export interface GroupLiveCountProps {
  conditions: CustomerConditions;
  /** Asks the server how many customers the conditions match (`group_count`). */
  count: (conditions: CustomerConditions) => Promise<{ count: number }>;
}

/** "符合条件的客户：N 位" beside the condition builder, said politely as it changes. */
export function GroupLiveCount({ conditions, count }: GroupLiveCountProps) {
  const t = useT();
  const locale = useLocale();
  const latest = useRef(count);
  latest.current = count;
  const actor = useInspectedActor(
    groupCountMachine.provide({
      actors: { count: fromPromise(({ input }: { input: CustomerConditions }) => latest.current(input)) },
    }),
    { input: { conditions } },
  );
  // The conditions are a fresh object on every render of the form: compare what they say.
  const said = JSON.stringify(conditions);
  const first = useRef(said);
  useEffect(() => {
    if (said === first.current) return;
    first.current = said;
    actor.send({ type: 'count.change', conditions: JSON.parse(said) as CustomerConditions });
  }, [said, actor]);
  const value = useSelector(actor, (s) => s.context.count);
  const error = useSelector(actor, (s) => s.context.error);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const failed = useSelector(actor, (s) => s.matches('failed'));

  return (
    <div>
      <p className={styles.count} role="status" aria-live="polite" aria-busy={busy || undefined}>
        {failed
          ? t('insight.group.countFailed', { message: error ?? '' })
          : value === null
            ? t('insight.group.counting')
            : t('insight.group.liveCount', { count: value.toLocaleString(locale) })}
      </p>
      {failed ? (
        <Button size="small" onPress={() => actor.send({ type: 'count.retry' })}>
          {t('insight.group.countRetry')}
        </Button>
      ) : null}
    </div>
  );
}
