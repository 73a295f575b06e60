/**
 * ARIA tabs for prerendered markup (app download: Android and iOS, SPEC §2.5): `[role=tablist]`
 * with `[role=tab][aria-controls]` buttons; click or arrow keys switch, Home/End jump, the
 * unselected panels are hidden. Direction-aware: in right-to-left pages ArrowLeft moves forward.
 */

/** Wires every tablist inside `root` once. */
export function initTabs(root: ParentNode = document): void {
  for (const list of root.querySelectorAll<HTMLElement>('[role="tablist"][data-tabs]')) {
    if (list.dataset.ready) continue;
    list.dataset.ready = '1';
    const tabs = [...list.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    const select = (tab: HTMLButtonElement, focus: boolean) => {
      for (const t of tabs) {
        const on = t === tab;
        t.setAttribute('aria-selected', String(on));
        t.tabIndex = on ? 0 : -1;
        const panel = document.getElementById(t.getAttribute('aria-controls') ?? '');
        if (panel) panel.hidden = !on;
      }
      if (focus) tab.focus();
    };
    tabs.forEach((tab, i) => {
      tab.addEventListener('click', () => select(tab, false));
      tab.addEventListener('keydown', (e) => {
        const rtl = getComputedStyle(list).direction === 'rtl';
        const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[e.key];
        let next: number | undefined;
        if (step) next = (i + step + tabs.length) % tabs.length;
        if (e.key === 'Home') next = 0;
        if (e.key === 'End') next = tabs.length - 1;
        if (next === undefined) return;
        e.preventDefault();
        select(tabs[next]!, true);
      });
    });
  }
}
