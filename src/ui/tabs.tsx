import {
  composeRenderProps,
  Tab as RacTab,
  TabList as RacTabList,
  type TabListProps as RacTabListProps,
  TabPanel as RacTabPanel,
  type TabPanelProps as RacTabPanelProps,
  type TabProps as RacTabProps,
  Tabs as RacTabs,
  type TabsProps as RacTabsProps,
} from 'react-aria-components';
import styles from './tabs.module.css';

const join = (...c: Array<string | undefined>) => c.filter(Boolean).join(' ');

export interface TabsProps extends RacTabsProps {}

/** Arrow keys move between tabs, Tab moves into the panel (RAC's tablist pattern). */
export function Tabs({ className, ...rest }: TabsProps) {
  return <RacTabs {...rest} className={composeRenderProps(className, (c) => join(styles.tabs, c))} />;
}

export interface TabListProps<T> extends RacTabListProps<T> {}

export function TabList<T extends object>({ className, ...rest }: TabListProps<T>) {
  return <RacTabList {...rest} className={composeRenderProps(className, (c) => join(styles.list, c))} />;
}

export interface TabProps extends RacTabProps {}

export function Tab({ className, ...rest }: TabProps) {
  return <RacTab {...rest} className={composeRenderProps(className, (c) => join(styles.tab, c))} />;
}

export interface TabPanelProps extends RacTabPanelProps {}

export function TabPanel({ className, ...rest }: TabPanelProps) {
  return <RacTabPanel {...rest} className={composeRenderProps(className, (c) => join(styles.panel, c))} />;
}
