import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";

interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  /** Set by `Tabs` on the panel shown before the reader chooses (for the first-paint style). */
  shownFirst?: boolean;
  children?: ReactNode;
}

/** One panel. Without JavaScript every panel is shown under its own label. */
export function TabItem({ value, label, shownFirst, children }: TabItemProps) {
  return (
    <div className="tabs__panel" role="tabpanel" data-value={value} data-default-panel={shownFirst ? "" : undefined}>
      <p className="tabs__panel-label">{label ?? value}</p>
      {children}
    </div>
  );
}

/**
 * Server-rendered tabs: the tab list is inert markup that the browser script
 * (`enhanceTabs`) wires up, remembering the choice per `groupId`. `data-values` lets the first-paint
 * style (`TabsFirstPaint`) show the reader's remembered choice before any script of the page runs.
 */
export function Tabs({ groupId, children }: { groupId?: string; children?: ReactNode }) {
  const items = Children.toArray(children).filter(
    (child): child is ReactElement<TabItemProps> => isValidElement<TabItemProps>(child) && typeof child.props.value === "string",
  );
  const selected = items.find((item) => item.props.default)?.props.value ?? items[0]?.props.value;
  return (
    <div className="tabs" data-tabs-group={groupId} data-default={selected} data-values={items.map((item) => item.props.value).join(" ")}>
      <div className="tabs__list" role="tablist" hidden>
        {items.map((item) => (
          <button key={item.props.value} type="button" role="tab" className="tabs__tab" data-value={item.props.value}>
            {item.props.label ?? item.props.value}
          </button>
        ))}
      </div>
      {items.map((item) => cloneElement(item, { shownFirst: item.props.value === selected }))}
    </div>
  );
}
