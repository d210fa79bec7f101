import { I18nProvider } from 'react-aria-components';
import { createRoot } from 'react-dom/client';
import { t } from '../../i18n/i18n.ts';
import { useLocale, useT } from '../../i18n/use-t.ts';
import { joinInspectorChannel } from '../../lib/inspection-bus.ts';
import styles from './inspector-panel.module.css';
import { InspectorPanel } from './inspector-panel.tsx';

function InspectorWindow() {
  const tr = useT();
  const locale = useLocale();
  return (
    <I18nProvider locale={locale}>
      <main>
        <InspectorPanel heading={1} />
        <p className={`${styles.muted} ${styles.windowIntro}`}>{tr('inspector.windowIntro')}</p>
      </main>
    </I18nProvider>
  );
}

/**
 * `#/dev/inspector`, the pop-out window: the inspector alone, fed over BroadcastChannel by every tab of
 * this origin. It starts none of the console's actors and mounts no route, so no session guard can send
 * it elsewhere.
 */
export function mountInspectorWindow(root: HTMLElement): void {
  joinInspectorChannel();
  document.title = t('inspector.title');
  createRoot(root).render(<InspectorWindow />);
}
