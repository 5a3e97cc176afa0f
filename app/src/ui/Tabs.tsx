import {
  createContext,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useFocusRing, useHover, useLocale } from 'react-aria';
import styles from './Tabs.module.css';
import { classNames } from './class-names';

// The WAI-ARIA tabs pattern as react-aria's Tabs draws it (roles, ids, keyboard, data attributes),
// written out: react-aria's collection and list-state code behind its Tabs is about 16 kB gzipped,
// more than the profile pages can carry (docs/engineering.md#route-budgets).

type Key = string | number;

interface TabsState {
  selected: Key;
  select: (key: Key) => void;
  tabId: (key: Key) => string;
  panelId: (key: Key) => string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error('Tab, TabList and TabPanel belong inside Tabs');
  return state;
}

type TabsProps = {
  children: ReactNode;
  onSelectionChange?: (key: Key) => void;
} & ({ selectedKey: Key; defaultSelectedKey?: never } | { defaultSelectedKey: Key; selectedKey?: never });

/** Tabs over panels: a selected key (or a first one), and the panel of the selected tab shown. */
export function Tabs({ children, selectedKey, defaultSelectedKey, onSelectionChange }: TabsProps) {
  const base = useId();
  const [own, setOwn] = useState<Key>(defaultSelectedKey ?? '');
  const selected = selectedKey ?? own;
  const state: TabsState = {
    selected,
    select: (key) => {
      if (key === selected) return;
      if (selectedKey === undefined) setOwn(key);
      onSelectionChange?.(key);
    },
    tabId: (key) => `${base}-tab-${key}`,
    panelId: (key) => `${base}-tabpanel-${key}`,
  };
  return (
    <TabsContext.Provider value={state}>
      <div data-orientation="horizontal">{children}</div>
    </TabsContext.Provider>
  );
}

/** The next tab for an arrow, Home or End key (arrows wrap around, and follow the reading direction). */
function nextTab(tabs: HTMLElement[], current: number, key: string, rtl: boolean): HTMLElement | undefined {
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const back = rtl ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return tabs[(current + 1) % tabs.length];
  if (key === back) return tabs[(current - 1 + tabs.length) % tabs.length];
  if (key === 'Home') return tabs[0];
  if (key === 'End') return tabs[tabs.length - 1];
  return undefined;
}

/** The row of tabs, scrolled sideways when it is wider than the page. */
export function TabList({
  className,
  children,
  ...aria
}: {
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}) {
  const { direction } = useLocale();
  // Arrows move focus and select as they go, as react-aria's tabs do (automatic activation).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
    const current = tabs.findIndex((tab) => tab === document.activeElement);
    if (current < 0) return;
    const target =
      event.key === 'Enter' || event.key === ' '
        ? tabs[current]
        : nextTab(tabs, current, event.key, direction === 'rtl');
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.click();
  };
  return (
    <div
      {...aria}
      role="tablist"
      aria-orientation="horizontal"
      data-orientation="horizontal"
      className={classNames(styles.list, className)}
      onKeyDown={onKeyDown}
    >
      {children}
    </div>
  );
}

/** One tab, underlined while selected. */
export function Tab({ id, className, children }: { id: Key; className?: string; children: ReactNode }) {
  const state = useTabs();
  const isSelected = state.selected === id;
  const { hoverProps, isHovered } = useHover({});
  const { focusProps, isFocused, isFocusVisible } = useFocusRing();
  return (
    <div
      {...hoverProps}
      {...focusProps}
      role="tab"
      id={state.tabId(id)}
      aria-selected={isSelected}
      aria-controls={isSelected ? state.panelId(id) : undefined}
      tabIndex={isSelected ? 0 : -1}
      className={classNames(styles.tab, className)}
      data-selected={isSelected || undefined}
      data-hovered={isHovered || undefined}
      data-focused={isFocused || undefined}
      data-focus-visible={isFocusVisible || undefined}
      onClick={() => state.select(id)}
    >
      {children}
    </div>
  );
}

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The content of one tab, shown while its tab is selected; reachable by Tab when it holds nothing that is. */
export function TabPanel({ id, className, children }: { id: Key; className?: string; children: ReactNode }) {
  const state = useTabs();
  const ref = useRef<HTMLDivElement>(null);
  const [hasTabbable, setHasTabbable] = useState(false);
  const { focusProps, isFocused, isFocusVisible } = useFocusRing();
  const isSelected = state.selected === id;
  useEffect(() => {
    const panel = ref.current;
    if (!panel) return;
    const check = () => setHasTabbable(panel.querySelector(TABBABLE) !== null);
    check();
    const observer = new MutationObserver(check);
    observer.observe(panel, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['disabled', 'tabindex', 'href'],
    });
    return () => observer.disconnect();
  }, [isSelected]);
  if (!isSelected) return null;
  return (
    <div
      {...focusProps}
      ref={ref}
      role="tabpanel"
      id={state.panelId(id)}
      aria-labelledby={state.tabId(id)}
      tabIndex={hasTabbable ? undefined : 0}
      className={classNames(styles.panel, className)}
      data-focused={isFocused || undefined}
      data-focus-visible={isFocusVisible || undefined}
    >
      {children}
    </div>
  );
}
