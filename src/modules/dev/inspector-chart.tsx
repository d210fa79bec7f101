import '../../i18n/kit.ts';
import {
  type PointerEvent,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type WheelEvent,
} from 'react';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { useT } from '../../i18n/use-t.ts';
import { type ChartMarks, type Diagram, diagramToSvg, layoutMachine } from '../../lib/machine-layout.ts';
import { Button } from '../../ui/button.tsx';
import styles from './inspector-panel.module.css';

type Layout = (machine: AnyStateMachine) => Promise<Diagram>;
let layoutPromise: Promise<Layout> | null = null;
const diagrams = new Map<string, Promise<Diagram>>();

/** ELK is 1.5 MB: it loads with the inspector only, and each machine is laid out once. */
export function diagramOf(machine: AnyStateMachine): Promise<Diagram> {
  layoutPromise ??= import('elkjs/lib/elk.bundled.js').then(({ default: ELK }) => {
    const elk = new ELK();
    return (m: AnyStateMachine) => layoutMachine(m, (g) => elk.layout(g));
  });
  let d = diagrams.get(machine.id);
  if (!d) {
    d = layoutPromise.then((layout) => layout(machine));
    diagrams.set(machine.id, d);
  }
  return d;
}

/** The ids of the state nodes a (plain, recorded) state value is in. */
export function activeFromValue(machine: AnyStateMachine, value: unknown): Set<string> {
  const out = new Set<string>();
  const walk = (node: AnyStateNode, v: unknown) => {
    if (typeof v === 'string') {
      const child = node.states[v] as AnyStateNode | undefined;
      if (child) out.add(child.id);
      return;
    }
    if (v && typeof v === 'object') {
      for (const [k, inner] of Object.entries(v)) {
        const child = node.states[k] as AnyStateNode | undefined;
        if (!child) continue;
        out.add(child.id);
        walk(child, inner);
      }
    }
  };
  walk(machine.root, value);
  return out;
}

const zoomSteps = [0.25, 0.35, 0.5, 0.65, 0.8, 1, 1.25, 1.5, 2];

/**
 * The machine drawn as `npm run machines` draws it, with the current state(s), the transition just
 * taken and the coverage marked; fitted to the panel's width, zoomed with the buttons or Ctrl+wheel,
 * panned by dragging or scrolling, the current state scrolled into view.
 */
export function InspectorChart({
  machine,
  active,
  marks,
  stateLabel,
  focusState,
}: {
  machine: AnyStateMachine;
  active: ReadonlySet<string>;
  marks: ChartMarks;
  stateLabel: string;
  /** A state the user asked to see (from the states list); else the deepest active one. */
  focusState: string | null;
}) {
  const t = useT();
  const [diagram, setDiagram] = useState<Diagram | null>(null);
  const [zoom, setZoom] = useState<number | null>(null);
  const [fitted, setFitted] = useState(false);
  const box = useRef<HTMLElement>(null);
  const drag = useRef<{ x: number; y: number; left: number; top: number } | null>(null);

  useEffect(() => {
    let alive = true;
    setDiagram(null);
    setZoom(null);
    setFitted(false);
    diagramOf(machine).then((d) => alive && setDiagram(d));
    return () => {
      alive = false;
    };
  }, [machine]);

  const fitScale = () => {
    const width = box.current?.clientWidth ?? 0;
    if (!diagram || !width) return 1;
    return Math.min(1, Math.max(0.2, (width - 8) / diagram.width));
  };
  // Fitted to the panel's width until the user zooms, but never so small that the labels cannot be
  // read: a wide machine (the session) is then panned, its current state scrolled into view.
  const scale = zoom ?? (fitted ? fitScale() : Math.max(0.65, fitScale()));

  const svg = useMemo(
    () =>
      diagram
        ? diagramToSvg(
            diagram,
            active,
            t('inspector.chart', { machine: machine.id, state: stateLabel }),
            marks,
          )
        : '',
    [diagram, active, marks, machine, stateLabel, t],
  );

  const target = focusState ?? [...active].at(-1) ?? null;
  useLayoutEffect(() => {
    const el = box.current;
    const node = diagram?.nodes.find((n) => n.id === target);
    if (!el || !node) return;
    el.scrollTo({
      left: Math.max(0, (node.x + node.width / 2) * scale - el.clientWidth / 2),
      top: Math.max(0, (node.y + node.height / 2) * scale - el.clientHeight / 2),
      behavior: 'auto',
    });
  }, [diagram, target, scale]);

  const step = (dir: 1 | -1) => {
    const i = zoomSteps.findIndex((z) => z >= scale - 0.001);
    const next = zoomSteps[Math.min(zoomSteps.length - 1, Math.max(0, (i < 0 ? zoomSteps.length : i) + dir))];
    setZoom(next ?? scale);
  };
  const onWheel = (e: WheelEvent) => {
    if (!e.ctrlKey) return;
    e.preventDefault();
    step(e.deltaY < 0 ? 1 : -1);
  };
  const onPointerDown = (e: PointerEvent<HTMLElement>) => {
    const el = box.current;
    if (!el || e.button !== 0) return;
    drag.current = { x: e.clientX, y: e.clientY, left: el.scrollLeft, top: el.scrollTop };
    el.setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLElement>) => {
    const el = box.current;
    const d = drag.current;
    if (!el || !d) return;
    el.scrollLeft = d.left - (e.clientX - d.x);
    el.scrollTop = d.top - (e.clientY - d.y);
  };
  const endDrag = () => {
    drag.current = null;
  };

  return (
    <div className={styles.chartWrap}>
      <div className={styles.zoomBar}>
        <Button size="small" variant="quiet" onPress={() => step(-1)}>
          {t('inspector.zoomOut')}
        </Button>
        <span className={styles.zoomValue}>{Math.round(scale * 100)}%</span>
        <Button size="small" variant="quiet" onPress={() => step(1)}>
          {t('inspector.zoomIn')}
        </Button>
        <Button
          size="small"
          variant="quiet"
          onPress={() => {
            setZoom(null);
            setFitted(true);
          }}
        >
          {t('inspector.fit')}
        </Button>
      </div>
      <section
        ref={box}
        className={styles.chart}
        aria-label={t('inspector.chartRegion', { machine: machine.id })}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to be scrolled by keyboard.
        tabIndex={0}
        onWheel={onWheel}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      >
        {diagram ? (
          <div
            className={styles.chartCanvas}
            style={{ width: diagram.width * scale, height: diagram.height * scale }}
            // The drawing is our own SVG, built from the machine's definition with every text escaped.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: see above.
            dangerouslySetInnerHTML={{ __html: svg }}
          />
        ) : (
          <p>{t('kit.loading')}</p>
        )}
      </section>
    </div>
  );
}
