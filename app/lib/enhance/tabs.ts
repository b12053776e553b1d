/**
 * Wires up server-rendered tabs (see components/mdx/Tabs). Without JavaScript every
 * panel stays visible under its label; with it, one panel shows and the choice is
 * remembered per group across pages.
 */
/** Where a group's choice is kept; the first-paint script (components/TabsFirstPaint) reads the same keys. */
export const TABS_STORAGE_PREFIX = "sms-docs:tabs:";
const storageKey = (group: string) => `${TABS_STORAGE_PREFIX}${group}`;

function readChoice(group: string | undefined): string | null {
  if (!group) return null;
  try {
    return localStorage.getItem(storageKey(group));
  } catch {
    return null;
  }
}

function select(container: HTMLElement, value: string) {
  const tabs = container.querySelectorAll<HTMLButtonElement>(":scope > .tabs__list > .tabs__tab");
  const panels = container.querySelectorAll<HTMLElement>(":scope > .tabs__panel");
  const exists = [...tabs].some((tab) => tab.dataset.value === value);
  const chosen = exists ? value : (container.dataset.default ?? tabs[0]?.dataset.value);
  tabs.forEach((tab) => {
    const on = tab.dataset.value === chosen;
    tab.setAttribute("aria-selected", String(on));
    tab.tabIndex = on ? 0 : -1;
  });
  panels.forEach((panel) => (panel.hidden = panel.dataset.value !== chosen));
}

function choose(root: HTMLElement, group: string | undefined, container: HTMLElement, value: string) {
  if (!group) return select(container, value);
  try {
    localStorage.setItem(storageKey(group), value);
  } catch {
    // Without storage the choice still applies to this page.
  }
  root.querySelectorAll<HTMLElement>(`.tabs[data-tabs-group="${CSS.escape(group)}"]`).forEach((c) => select(c, value));
}

export function enhanceTabs(root: HTMLElement): void {
  root.querySelectorAll<HTMLElement>(".tabs").forEach((container, index) => {
    if (container.dataset.enhanced) return;
    const list = container.querySelector<HTMLElement>(":scope > .tabs__list");
    if (!list) return;
    container.dataset.enhanced = "true";
    list.hidden = false;
    const tabs = [...list.querySelectorAll<HTMLButtonElement>(".tabs__tab")];
    const panels = [...container.querySelectorAll<HTMLElement>(":scope > .tabs__panel")];
    tabs.forEach((tab, i) => {
      tab.id = `tab-${index}-${i}`;
      const panel = panels.find((p) => p.dataset.value === tab.dataset.value);
      if (panel) {
        panel.id = `tabpanel-${index}-${i}`;
        panel.setAttribute("aria-labelledby", tab.id);
        tab.setAttribute("aria-controls", panel.id);
      }
    });
    const group = container.dataset.tabsGroup;
    select(container, readChoice(group) ?? container.dataset.default ?? "");
    list.addEventListener("click", (event) => {
      const tab = (event.target as HTMLElement).closest<HTMLButtonElement>(".tabs__tab");
      if (tab?.dataset.value) choose(root, group, container, tab.dataset.value);
    });
    list.addEventListener("keydown", (event) => {
      if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
      const at = tabs.indexOf(document.activeElement as HTMLButtonElement);
      const next = at === -1 ? undefined : tabs[(at + (event.key === "ArrowRight" ? 1 : tabs.length - 1)) % tabs.length];
      if (next?.dataset.value) {
        choose(root, group, container, next.dataset.value);
        next.focus();
      }
    });
  });
}
