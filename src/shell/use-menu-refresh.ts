import '../i18n/shell-frame.ts';
import { useCallback } from 'react';
import type { RoleMenu } from '../../contract/menu.ts';
import type { MessageKey } from '../i18n/i18n.ts';
import { useT } from '../i18n/use-t.ts';
import { type MenuDiff, menuChanged, menuDiff } from '../lib/menu-diff.ts';
import { refreshCache, reloadMenu } from '../services/manage.ts';
import { useToast } from '../ui/toast-provider.tsx';
import { useOverlay } from './overlay-context.tsx';
import { useSessionActor } from './session-context.tsx';

type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/** "新增 系统；移除 代理" for a toast; empty when nothing changed. */
export function describeMenuDiff(diff: MenuDiff, t: Translate): string {
  const parts: string[] = [];
  const join = t('cache.join');
  if (diff.added.length > 0) parts.push(t('cache.added', { titles: diff.added.join(join) }));
  if (diff.removed.length > 0) parts.push(t('cache.removed', { titles: diff.removed.join(join) }));
  if (parts.length === 0 && diff.rulesChanged) parts.push(t('cache.rulesChanged'));
  return parts.join(t('cache.changesJoin'));
}

/**
 * Reading the menu again: `refresh` (the user's 刷新缓存) drops the server's caches first, waits under
 * the loading overlay and says what changed; `sync` (a reload, a pushed rules change) reads quietly
 * and says only what changed, if anything. Both put the new menu on screen at once.
 */
export function useMenuRefresh(): { refresh: () => Promise<void>; sync: () => Promise<void> } {
  const actor = useSessionActor();
  const toast = useToast();
  const overlay = useOverlay();
  const t = useT();

  const take = useCallback(
    (menu: RoleMenu): MenuDiff => {
      const diff = menuDiff(actor.getSnapshot().context.menu, menu);
      // The same menu read again changes nothing on screen: replacing it would re-render every screen
      // that reads the rules while it loads its data (a reload's first read is nearly always this).
      if (menuChanged(diff)) actor.send({ type: 'session.menu', menu });
      return diff;
    },
    [actor],
  );

  const refresh = useCallback(
    () =>
      overlay(async () => {
        // The server's own words ("缓存已刷新"), then what the new menu changed on screen.
        const message = await refreshCache();
        const diff = take(await reloadMenu());
        toast.show(
          menuChanged(diff)
            ? t('cache.changed', {
                message,
                menu: t('cache.menuUpdated', { changes: describeMenuDiff(diff, t) }),
              })
            : t('cache.noChange', { message }),
          { tone: 'success' },
        );
      }, t('cache.refreshing')).catch(() => {
        // The http layer has shown the failure; the menu on screen stays.
      }),
    [overlay, take, toast, t],
  );

  const sync = useCallback(
    () =>
      reloadMenu().then(
        (menu) => {
          const diff = take(menu);
          if (menuChanged(diff))
            toast.show(t('live.rulesChanged', { changes: describeMenuDiff(diff, t) }), { tone: 'info' });
        },
        () => {},
      ),
    [take, toast, t],
  );

  return { refresh, sync };
}
