import '../i18n/shell-frame.ts';
import { ChevronDown, CircleUser } from 'lucide-react';
import { useState } from 'react';
import { Button as RacButton } from 'react-aria-components';
import { useT } from '../i18n/use-t.ts';
import { Dialog } from '../ui/dialog.tsx';
import { Drawer } from '../ui/drawer.tsx';
import { Menu, MenuItem, MenuSeparator, MenuTrigger } from '../ui/menu.tsx';
import { Switch } from '../ui/switch.tsx';
import styles from './app-shell.module.css';
import { useSession, useSessionActor } from './session-context.tsx';
import { useLanguage } from './use-language.ts';
import { useMenuRefresh } from './use-menu-refresh.ts';

/** docs/spec.md §2: my account, refresh cache, log out; plus the language drawer. */
export function HeaderUserMenu() {
  const t = useT();
  const actor = useSessionActor();
  const userName = useSession((s) => s.context.userInfo?.userName ?? '');
  const roleTitle = useSession((s) => s.context.brand?.roleTitle ?? '');
  const { refresh } = useMenuRefresh();
  const [languageOpen, setLanguageOpen] = useState(false);
  const [locale, setLanguage] = useLanguage();

  const onAction = (key: React.Key) => {
    if (key === 'cache') {
      void refresh();
    } else if (key === 'language') {
      setLanguageOpen(true);
    } else if (key === 'logout') {
      actor.send({ type: 'session.logout' });
    }
  };

  return (
    <>
      <MenuTrigger>
        <RacButton className={styles.userButton}>
          <CircleUser aria-hidden="true" size={18} />
          <span className="visually-hidden">{t('shell.userMenu')}</span>
          <span className={styles.userName}>{userName}</span>
          {roleTitle ? <span className={styles.roleTitle}>{roleTitle}</span> : null}
          <ChevronDown aria-hidden="true" size={16} />
        </RacButton>
        <Menu onAction={onAction} aria-label={t('shell.userMenu')}>
          <MenuItem id="account" href="#/manage/userinfo">
            {t('shell.myAccount')}
          </MenuItem>
          <MenuItem id="cache">{t('shell.refreshCache')}</MenuItem>
          <MenuItem id="language">{t('shell.language')}</MenuItem>
          <MenuSeparator />
          <MenuItem id="logout" tone="danger">
            {t('shell.logout')}
          </MenuItem>
        </Menu>
      </MenuTrigger>
      <Drawer isOpen={languageOpen} onOpenChange={setLanguageOpen}>
        <Dialog title={t('shell.language')}>
          <Switch isSelected={locale === 'en'} onChange={(on) => setLanguage(on ? 'en' : 'zh-CN')}>
            {t('lang.useEnglish')}
          </Switch>
        </Dialog>
      </Drawer>
    </>
  );
}
