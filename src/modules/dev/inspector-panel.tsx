import './dev.strings.ts';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { useT } from '../../i18n/use-t.ts';
import {
  type ActorRecord,
  actorLabel,
  clearTrace,
  subscribeTrace,
  type TraceEntry,
  tabId,
  traceActors,
  traceEntries,
  traceVersion,
} from '../../lib/inspection-bus.ts';
import type { ChartMarks } from '../../lib/machine-layout.ts';
import { Button } from '../../ui/button.tsx';
import { Select, SelectItem } from '../../ui/select.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/tabs.tsx';
import { ToggleButton } from '../../ui/toggle-button.tsx';
import { activeFromValue, InspectorChart } from './inspector-chart.tsx';
import { type CoverageFile, loadCoverage, saveTrace } from './inspector-dev-server.ts';
import styles from './inspector-panel.module.css';
import { machineRegistry } from './machine-registry.ts';

const machinesById = new Map(machineRegistry.map((m) => [m.machine.id, m.machine]));

function describeValue(v: unknown): string {
  if (typeof v === 'string') return v;
  if (v && typeof v === 'object') {
    return Object.entries(v)
      .map(([k, inner]) => {
        const rest = describeValue(inner);
        return rest ? `${k}.${rest}` : k;
      })
      .join(', ');
  }
  return '';
}

function clock(at: number): string {
  const d = new Date(at);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}.${pad(d.getMilliseconds(), 3)}`;
}

function allStates(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states).flatMap((c) => {
    const child = c as AnyStateNode;
    return [child, ...allStates(child)];
  });
}

function useTrace() {
  useSyncExternalStore(subscribeTrace, traceVersion, traceVersion);
  return { actors: traceActors(), entries: traceEntries() };
}

/** The context (or a payload) as a tree: objects and arrays open and close, the first level open. */
function ValueTree({ value, name, depth = 0 }: { value: unknown; name: string; depth?: number }) {
  const t = useT();
  if (value === null || typeof value !== 'object') {
    return (
      <li>
        <span className={styles.key}>{name}</span>:{' '}
        <code>{value === undefined ? 'undefined' : JSON.stringify(value)}</code>
      </li>
    );
  }
  const items = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  return (
    <li>
      <details open={depth < 1}>
        <summary>
          <span className={styles.key}>{name}</span>{' '}
          <span className={styles.muted}>
            {Array.isArray(value)
              ? `[${t('inspector.items', { count: items.length })}]`
              : `{${items.length}}`}
          </span>
        </summary>
        {items.length ? (
          <ul className={styles.tree}>
            {items.map(([k, v]) => (
              <ValueTree key={k} name={k} value={v} depth={depth + 1} />
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>{t('inspector.empty')}</p>
        )}
      </details>
    </li>
  );
}

function payloadOf(event: TraceEntry['event']): string {
  const { type: _type, ...rest } = event;
  return Object.keys(rest).length ? JSON.stringify(rest) : '';
}

function EventRow({
  entry,
  actors,
  selected,
  onSelect,
}: {
  entry: TraceEntry;
  actors: Map<string, ActorRecord>;
  selected: boolean;
  onSelect: () => void;
}) {
  const t = useT();
  const source = entry.source ? actors.get(entry.source) : null;
  const from = entry.source
    ? source
      ? actorLabel(source)
      : (entry.sourceName ?? entry.source)
    : t('inspector.fromScreen');
  const full = payloadOf(entry.event);
  // A menu or a page of rows is long: the log shows its start, the context tab the whole of it.
  const payload = full.length > 360 ? `${full.slice(0, 360)}…` : full;
  return (
    <li className={selected ? styles.selectedRow : undefined}>
      <ToggleButton className={styles.eventButton} isSelected={selected} onChange={onSelect}>
        <span className={styles.time}>{clock(entry.at)}</span> <strong>{entry.event.type}</strong>{' '}
        <span className={styles.muted}>{t('inspector.from', { source: from })}</span>
      </ToggleButton>
      {entry.transitions.length ? (
        <ul className={styles.steps}>
          {entry.transitions.map((s, i) => (
            // A recorded entry never changes, so its steps keep their order.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            <li key={i}>
              {s.from} → {s.to.length ? s.to.join(', ') : t('inspector.stays')}
              {s.guard ? (
                <span className={styles.guard}> [{t('inspector.guard', { guard: s.guard })}]</span>
              ) : null}
              {s.rejected.length ? (
                <span className={styles.guard}>
                  {' '}
                  [{t('inspector.rejected', { guards: s.rejected.join(', ') })}]
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {payload ? (
        <code className={styles.payload}>
          {t('inspector.payload')}: {payload}
        </code>
      ) : null}
    </li>
  );
}

function Legend({ coverage }: { coverage: boolean }) {
  const t = useT();
  return (
    <ul className={styles.legend} aria-label={t('inspector.legend')}>
      <li>
        <span className={`${styles.swatch} ${styles.swCurrent}`} aria-hidden="true" />{' '}
        {t('inspector.legendCurrent')}
      </li>
      <li>
        <span className={`${styles.swatch} ${styles.swRecent}`} aria-hidden="true" />{' '}
        {t('inspector.legendRecent')}
      </li>
      {coverage ? (
        <>
          <li>
            <span className={`${styles.swatch} ${styles.swCovered}`} aria-hidden="true" />{' '}
            {t('inspector.legendCovered')}
          </li>
          <li>
            <span className={`${styles.swatch} ${styles.swMissed}`} aria-hidden="true" />{' '}
            {t('inspector.legendMissed')}
          </li>
        </>
      ) : null}
    </ul>
  );
}

function ActorView({ actor, actors }: { actor: ActorRecord; actors: Map<string, ActorRecord> }) {
  const t = useT();
  const { entries: all } = useTrace();
  const entries = useMemo(() => all.filter((e) => e.actor === actor.key), [all, actor.key]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [focusState, setFocusState] = useState<string | null>(null);
  const [coverage, setCoverage] = useState<CoverageFile | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const machine: AnyStateMachine | undefined = machinesById.get(actor.machineId);
  const selected = selectedId ? entries.find((e) => e.id === selectedId) : undefined;
  const shown = selected ?? entries.at(-1);
  const value = shown?.value ?? actor.value;
  const stateLabel = describeValue(value) || t('explorer.running');
  const active = useMemo(
    () => (machine ? activeFromValue(machine, value) : new Set<string>()),
    [machine, value],
  );
  const covered = coverage?.machines[actor.machineId];
  const marks = useMemo<ChartMarks>(
    () => ({
      recent: new Set(shown?.transitions.flatMap((s) => (s.key ? [s.key] : [])) ?? []),
      coverage: covered
        ? { states: new Set(covered.states), transitions: new Set(covered.transitions) }
        : undefined,
    }),
    [shown, covered],
  );
  const log = useRef<HTMLOListElement>(null);

  useEffect(() => {
    let alive = true;
    loadCoverage().then((c) => alive && setCoverage(c));
    return () => {
      alive = false;
    };
  }, []);
  // The newest event stays in view while live.
  const count = entries.length;
  useEffect(() => {
    if (!selectedId && count && log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [count, selectedId]);

  const states = machine ? allStates(machine.root) : [];
  return (
    <div className={styles.actorView}>
      <p className={styles.stateLine} aria-live="polite">
        <strong>{actorLabel(actor)}</strong>: <span data-testid="inspector-state">{stateLabel}</span>
        {actor.status !== 'active' ? ` (${t('inspector.stopped')})` : ''}
        {selected ? '' : ` · ${t('inspector.live')}`}
      </p>
      {selected ? (
        <p className={styles.history}>
          {t('inspector.history', { event: selected.event.type, time: clock(selected.at) })}{' '}
          <Button size="small" variant="secondary" onPress={() => setSelectedId(null)}>
            {t('inspector.backToLive')}
          </Button>
        </p>
      ) : null}
      {machine ? (
        <InspectorChart
          machine={machine}
          active={active}
          marks={marks}
          stateLabel={stateLabel}
          focusState={focusState}
        />
      ) : (
        <p className={styles.muted}>{t('inspector.noChart')}</p>
      )}
      <Legend coverage={Boolean(covered)} />
      <p className={styles.muted}>
        {coverage
          ? t('inspector.coverageAt', { time: new Date(coverage.at).toLocaleString() })
          : t('inspector.noCoverage')}
      </p>
      <Tabs className={styles.tabs}>
        <TabList aria-label={actorLabel(actor)}>
          <Tab id="events">
            {t('inspector.events')} ({entries.length})
          </Tab>
          <Tab id="context">{t('inspector.context')}</Tab>
          <Tab id="states">{t('inspector.states')}</Tab>
        </TabList>
        <TabPanel id="events">
          {import.meta.env.DEV && entries.length ? (
            <p className={styles.saveLine}>
              <Button
                size="small"
                variant="secondary"
                onPress={async () => {
                  try {
                    const file = await saveTrace(actor, entries);
                    setSaved(t('inspector.saved', { file }));
                  } catch (e) {
                    setSaved(
                      t('inspector.saveFailed', { reason: e instanceof Error ? e.message : String(e) }),
                    );
                  }
                }}
              >
                {t('inspector.saveTest')}
              </Button>{' '}
              <span role="status">{saved}</span>
            </p>
          ) : null}
          {entries.length ? (
            <ol
              ref={log}
              className={styles.log}
              aria-label={t('inspector.eventLog', { machine: actor.machineId })}
            >
              {entries.map((e) => (
                <EventRow
                  key={e.id}
                  entry={e}
                  actors={actors}
                  selected={e.id === selectedId}
                  onSelect={() => setSelectedId(e.id === selectedId ? null : e.id)}
                />
              ))}
            </ol>
          ) : (
            <p className={styles.muted}>{t('inspector.noEvents')}</p>
          )}
        </TabPanel>
        <TabPanel id="context">
          <ul className={styles.tree} aria-label={t('inspector.context')}>
            <ValueTree name="context" value={shown?.context ?? null} />
          </ul>
        </TabPanel>
        <TabPanel id="states">
          <ul
            className={styles.stateList}
            aria-label={t('inspector.statesList', { machine: actor.machineId })}
          >
            {states.map((s) => {
              const on = active.has(s.id);
              const missed = covered && !covered.states.includes(s.id);
              return (
                <li key={s.id} style={{ paddingInlineStart: `${(s.path.length - 1) * 12}px` }}>
                  <Button size="small" variant="quiet" onPress={() => setFocusState(s.id)}>
                    {s.key}
                  </Button>
                  {on ? <span className={styles.currentMark}> ● {t('inspector.current')}</span> : null}
                  {missed ? <span className={styles.missedMark}> · {t('inspector.notCovered')}</span> : null}
                </li>
              );
            })}
          </ul>
        </TabPanel>
      </Tabs>
    </div>
  );
}

/**
 * The machine inspector: every machine actor of every tab of this origin, its chart, event log,
 * context and history. Docked beside the screen (inspector-dock.tsx) or alone in a pop-out window.
 */
export function InspectorPanel({ heading, actions }: { heading: 1 | 2; actions?: React.ReactNode }) {
  const t = useT();
  const { actors } = useTrace();
  const byKey = useMemo(() => new Map(actors.map((a) => [a.key, a])), [actors]);
  const [chosen, setChosen] = useState<string | null>(null);
  // Until the user picks one: this tab's session, else any session, else the newest actor.
  const fallback =
    actors.find((a) => a.machineId === 'session' && a.tab === tabId) ??
    actors.findLast((a) => a.machineId === 'session') ??
    actors.at(-1);
  const current = (chosen ? byKey.get(chosen) : undefined) ?? fallback;
  const H = heading === 1 ? 'h1' : 'h2';
  const tabs = new Set(actors.map((a) => a.tab));
  const label = (a: ActorRecord) => {
    const where =
      tabs.size > 1 || a.tab !== tabId
        ? ` · ${a.tab === tabId ? t('inspector.thisTab') : t('inspector.otherTab', { tab: a.tab })}`
        : '';
    const state = describeValue(a.value) || t('explorer.running');
    return `${actorLabel(a)}: ${a.status === 'active' ? state : t('inspector.stopped')}${where}`;
  };
  return (
    <div className={styles.panel}>
      <div className={styles.header}>
        <H className={styles.title}>{t('inspector.title')}</H>
        <div className={styles.headerActions}>
          <Button size="small" variant="quiet" onPress={clearTrace}>
            {t('inspector.clear')}
          </Button>
          {actions}
        </div>
      </div>
      {actors.length ? (
        <>
          <Select
            label={t('inspector.actor')}
            items={actors.map((a) => ({ id: a.key, name: label(a) }))}
            selectedKey={current?.key ?? null}
            onSelectionChange={(key) => setChosen(key === null ? null : String(key))}
          >
            {(item: { id: string; name: string }) => <SelectItem id={item.id}>{item.name}</SelectItem>}
          </Select>
          {current ? <ActorView key={current.key} actor={current} actors={byKey} /> : null}
        </>
      ) : (
        <p className={styles.muted}>{t('inspector.noActors')}</p>
      )}
    </div>
  );
}
