import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  type TabListProps as AriaTabListProps,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
} from 'react-aria-components';
import styles from './Tabs.module.css';
import { classNames } from './class-names';

export { Tabs } from 'react-aria-components';

type WithClass<P> = Omit<P, 'className'> & { className?: string };

/** The row of tabs, scrolled sideways when it is wider than the page. */
export function TabList<T extends object>({ className, ...props }: WithClass<AriaTabListProps<T>>) {
  return <AriaTabList {...props} className={classNames(styles.list, className)} />;
}

/** One tab, underlined while selected. */
export function Tab({ className, ...props }: WithClass<AriaTabProps>) {
  return <AriaTab {...props} className={classNames(styles.tab, className)} />;
}

/** The content of one tab. */
export function TabPanel({ className, ...props }: WithClass<AriaTabPanelProps>) {
  return <AriaTabPanel {...props} className={classNames(styles.panel, className)} />;
}
