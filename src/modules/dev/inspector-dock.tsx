import { type KeyboardEvent, type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { createRoot } from 'react-dom/client';
import { useLocale, useT } from '../../i18n/use-t.ts';
import { joinInspectorChannel } from '../../lib/inspection-bus.ts';
import { Button } from '../../ui/button.tsx';
import styles from './inspector-dock.module.css';
import { InspectorPanel } from './inspector-panel.tsx';
import { inspectorWindowPath } from './inspector-path.ts';

const openKey = 'machineInspector.open';
const widthKey = 'machineInspector.width';
const minWidth = 320;

function storedWidth(): number {
  const w = Number(localStorage.getItem(widthKey));
  return Number.isFinite(w) && w >= minWidth ? w : 520;
}

/** Alt+Shift+M: no default of Chrome, Edge or Firefox (Ctrl+Shift+M is Chrome's profile menu, Firefox's responsive mode). */
export function isInspectorShortcut(e: {
  altKey: boolean;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  code: string;
}) {
  return e.altKey && e.shiftKey && !e.ctrlKey && !e.metaKey && e.code === 'KeyM';
}

function Dock() {
  const t = useT();
  const locale = useLocale();
  const [open, setOpen] = useState(() => localStorage.getItem(openKey) === 'true');
  const [width, setWidth] = useState(storedWidth);
  const opener = useRef<HTMLButtonElement>(null);
  const drag = useRef<number | null>(null);

  const toggle = useCallback((next: boolean) => {
    setOpen(next);
    localStorage.setItem(openKey, String(next));
  }, []);

  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (!isInspectorShortcut(e)) return;
      e.preventDefault();
      setOpen((was) => {
        localStorage.setItem(openKey, String(!was));
        return !was;
      });
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);

  useEffect(() => {
    const root = document.documentElement;
    const max = Math.max(minWidth, window.innerWidth - 360);
    const w = Math.min(width, max);
    root.style.setProperty('--inspector-width', `${w}px`);
    if (open) root.dataset.inspector = 'open';
    else delete root.dataset.inspector;
    localStorage.setItem(widthKey, String(width));
  }, [open, width]);

  const resizeBy = (dx: number) =>
    setWidth((w) => Math.max(minWidth, Math.min(window.innerWidth - 360, w + dx)));
  const onHandleKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowLeft') resizeBy(32);
    else if (e.key === 'ArrowRight') resizeBy(-32);
    else return;
    e.preventDefault();
  };
  const onDown = (e: PointerEvent<HTMLDivElement>) => {
    drag.current = e.clientX;
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const onMove = (e: PointerEvent<HTMLDivElement>) => {
    if (drag.current === null) return;
    resizeBy(drag.current - e.clientX);
    drag.current = e.clientX;
  };

  const popOut = () => {
    window.open(
      `${location.pathname}#${inspectorWindowPath}`,
      'brand-console-machine-inspector',
      'popup,width=720,height=900',
    );
    toggle(false);
  };

  return (
    <I18nProvider locale={locale}>
      {open ? (
        <aside className={styles.dock} aria-label={t('inspector.title')}>
          {/* The window-splitter pattern (ARIA APG): a focusable separator the arrow keys move; an <hr> takes no focus. */}
          {/* biome-ignore lint/a11y/useSemanticElements: see above. */}
          <div
            className={styles.handle}
            role="separator"
            aria-orientation="vertical"
            aria-label={t('inspector.resize')}
            aria-valuenow={width}
            aria-valuemin={minWidth}
            aria-valuemax={Math.max(minWidth, window.innerWidth - 360)}
            tabIndex={0}
            onKeyDown={onHandleKey}
            onPointerDown={onDown}
            onPointerMove={onMove}
            onPointerUp={() => {
              drag.current = null;
            }}
          />
          <div className={styles.body}>
            <InspectorPanel
              heading={2}
              actions={
                <>
                  <Button size="small" variant="quiet" onPress={popOut}>
                    {t('inspector.popOut')}
                  </Button>
                  <Button
                    size="small"
                    variant="secondary"
                    aria-keyshortcuts="Alt+Shift+M"
                    onPress={() => toggle(false)}
                  >
                    {t('inspector.close')}
                  </Button>
                </>
              }
            />
          </div>
        </aside>
      ) : (
        <aside className={styles.opener} aria-label={t('inspector.title')}>
          <Button
            ref={opener}
            size="small"
            variant="secondary"
            aria-keyshortcuts="Alt+Shift+M"
            onPress={() => toggle(true)}
          >
            {t('inspector.open')}
          </Button>
        </aside>
      )}
    </I18nProvider>
  );
}

/**
 * Development builds: the inspector docked at the side of every page, in its own React root beside the
 * console's, so no route, guard or redirect of the console unmounts it (a logout elsewhere included).
 */
export function installInspectorDock(): void {
  joinInspectorChannel();
  const host = document.createElement('div');
  host.id = 'machine-inspector';
  document.body.append(host);
  createRoot(host).render(<Dock />);
}
