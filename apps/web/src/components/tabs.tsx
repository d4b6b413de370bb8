import { createContext, useContext, useId, useState, type KeyboardEvent, type ReactNode } from 'react';

/**
 * Tabs after the WAI-ARIA tabs pattern, in the shape of the Radix Tabs the app used before (Root, List,
 * Trigger, Content; `data-state="active"` on the chosen trigger and panel), without its 8 KiB of
 * shared machinery on the lobby's first screen (issue 15). One tab stop: the chosen tab; arrows move
 * between tabs (Left/Right, or Up/Down when vertical) and wrap, Home and End jump to the ends.
 * Activation "automatic" chooses a tab when it gets the focus; "manual" waits for Enter, Space or a
 * click. Only the chosen panel renders its content; the others stay as empty hidden panels, so every
 * tab's aria-controls names an element.
 */
type Orientation = 'horizontal' | 'vertical';

interface TabsState {
  baseId: string;
  value: string;
  choose: (value: string) => void;
  orientation: Orientation;
  activationMode: 'automatic' | 'manual';
}

const TabsContext = createContext<TabsState | null>(null);

const useTabs = (part: string): TabsState => {
  const state = useContext(TabsContext);
  if (!state) throw new Error(`Tabs.${part} must be inside Tabs.Root`);
  return state;
};

const idOf = (baseId: string, part: 'tab' | 'panel', value: string) => `${baseId}-${part}-${value}`;

interface RootProps {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  orientation?: Orientation;
  activationMode?: 'automatic' | 'manual';
  className?: string;
  children: ReactNode;
}

export const Root = ({
  value,
  defaultValue = '',
  onValueChange,
  orientation = 'horizontal',
  activationMode = 'automatic',
  className,
  children,
}: RootProps) => {
  const baseId = useId();
  const [own, setOwn] = useState(defaultValue);
  const current = value ?? own;
  const choose = (next: string) => {
    if (next === current) return;
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext.Provider value={{ baseId, value: current, choose, orientation, activationMode }}>
      <div className={className} data-orientation={orientation}>
        {children}
      </div>
    </TabsContext.Provider>
  );
};

const moves: Record<Orientation, Record<string, 'previous' | 'next'>> = {
  horizontal: { ArrowLeft: 'previous', ArrowRight: 'next' },
  vertical: { ArrowUp: 'previous', ArrowDown: 'next' },
};

export const List = ({
  className,
  children,
  'aria-label': ariaLabel,
}: {
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
}) => {
  const { orientation } = useTabs('List');
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = Array.from(
      event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'),
    );
    const at = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const move = moves[orientation][event.key];
    let next: number;
    if (move === 'previous') next = (at - 1 + tabs.length) % tabs.length;
    else if (move === 'next') next = (at + 1) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    else return;
    event.preventDefault();
    tabs[next]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={ariaLabel}
      aria-orientation={orientation}
      className={className}
      onKeyDown={onKeyDown}
    >
      {children}
    </div>
  );
};

export const Trigger = ({
  value,
  className,
  disabled,
  children,
}: {
  value: string;
  className?: string;
  disabled?: boolean;
  children: ReactNode;
}) => {
  const { baseId, value: current, choose, activationMode } = useTabs('Trigger');
  const active = value === current;
  return (
    <button
      type="button"
      role="tab"
      id={idOf(baseId, 'tab', value)}
      aria-selected={active}
      aria-controls={idOf(baseId, 'panel', value)}
      data-state={active ? 'active' : 'inactive'}
      tabIndex={active ? 0 : -1}
      disabled={disabled}
      className={className}
      onClick={() => choose(value)}
      onFocus={() => {
        if (activationMode === 'automatic') choose(value);
      }}
    >
      {children}
    </button>
  );
};

export const Content = ({
  value,
  className,
  children,
}: {
  value: string;
  className?: string;
  children: ReactNode;
}) => {
  const { baseId, value: current } = useTabs('Content');
  const active = value === current;
  return (
    <div
      role="tabpanel"
      id={idOf(baseId, 'panel', value)}
      aria-labelledby={idOf(baseId, 'tab', value)}
      data-state={active ? 'active' : 'inactive'}
      hidden={!active}
      tabIndex={0}
      className={className}
    >
      {active ? children : null}
    </div>
  );
};
