import '../../i18n/kit.ts';
import './dev.strings.ts';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { AnyStateMachine } from 'xstate';
import { useT } from '../../i18n/use-t.ts';
import { getLiveActors, type LiveActor, subscribeLiveActors } from '../../lib/machine-inspector.ts';
import { activeNodeIds, type Diagram, diagramToSvg, layoutMachine } from '../../lib/machine-layout.ts';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/tabs.tsx';
import styles from './machine-explorer.module.css';
import { machineRegistry } from './machine-registry.ts';

type Layout = (machine: AnyStateMachine) => Promise<Diagram>;

let layoutPromise: Promise<Layout> | null = null;

/** ELK is 1.5 MB: it loads with this screen only, and once. */
function loadLayout(): Promise<Layout> {
  layoutPromise ??= import('elkjs/lib/elk.bundled.js').then(({ default: ELK }) => {
    const elk = new ELK();
    return (machine: AnyStateMachine) => layoutMachine(machine, (g) => elk.layout(g));
  });
  return layoutPromise;
}

function describeValue(v: unknown): string {
  if (typeof v === 'string') return v;
  if (v && typeof v === 'object') {
    return Object.entries(v)
      .map(([k, inner]) => `${k}.${describeValue(inner)}`)
      .join(', ');
  }
  return String(v);
}

function MachineView({ machine, live }: { machine: AnyStateMachine; live: LiveActor[] }) {
  const t = useT();
  const [diagram, setDiagram] = useState<Diagram | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let alive = true;
    loadLayout()
      .then((layout) => layout(machine))
      .then((d) => alive && setDiagram(d))
      .catch(() => alive && setFailed(true));
    return () => {
      alive = false;
    };
  }, [machine]);
  const actor = live[0];
  const active = useMemo(
    () => (actor ? activeNodeIds(machine, actor.snapshot) : new Set<string>()),
    [machine, actor],
  );
  // A machine without child states (the toast queue) has an empty value while it runs.
  const current = actor ? describeValue(actor.snapshot.value) || t('explorer.running') : null;
  const src = useMemo(
    () =>
      diagram
        ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(diagramToSvg(diagram, active))}`
        : null,
    [diagram, active],
  );
  return (
    <div className={styles.live}>
      {/* Focusable so a keyboard user can scroll a diagram wider than the screen (axe: scrollable-region-focusable). */}
      <section
        className={styles.diagram}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to be scrolled by keyboard.
        tabIndex={0}
        aria-label={t('explorer.diagram', { machine: machine.id })}
      >
        {src ? (
          <img
            src={src}
            alt={t('explorer.diagramAlt', {
              machine: machine.id,
              state: current ?? t('explorer.notRunning'),
            })}
          />
        ) : (
          <p>{failed ? t('explorer.layoutFailed') : t('kit.loading')}</p>
        )}
      </section>
      <h2>{t('explorer.liveActors', { count: live.length })}</h2>
      {live.length ? (
        <ul>
          {live.map((a) => (
            <li key={a.sessionId}>
              {a.sessionId}:{' '}
              <span className={styles.value}>{describeValue(a.snapshot.value) || t('explorer.running')}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.intro}>{t('explorer.notRunning')}</p>
      )}
    </div>
  );
}

/** `#/dev/machines`: every registered machine drawn from its definition, live actors highlighted. */
export default function MachineExplorer() {
  const t = useT();
  const live = useSyncExternalStore(subscribeLiveActors, getLiveActors, getLiveActors);
  return (
    <main className={styles.page}>
      <h1>{t('explorer.title')}</h1>
      <p className={styles.intro}>{t('explorer.intro')}</p>
      <Tabs>
        <TabList aria-label={t('explorer.machines')}>
          {machineRegistry.map((m) => (
            <Tab key={m.name} id={m.name}>
              {m.name}
              {live.some((a) => a.machineId === m.machine.id) ? ' ●' : ''}
            </Tab>
          ))}
        </TabList>
        {machineRegistry.map((m) => (
          <TabPanel key={m.name} id={m.name}>
            <p className={styles.intro}>{m.summary}</p>
            <MachineView machine={m.machine} live={live.filter((a) => a.machineId === m.machine.id)} />
          </TabPanel>
        ))}
      </Tabs>
    </main>
  );
}
