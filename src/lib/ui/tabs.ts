/**
 * ARIA tabs, the one tablist behaviour of the site (WAI-ARIA APG tabs, automatic activation):
 * `[role=tablist]` with `[role=tab]` buttons, or a group of single-choice `[aria-pressed]` chips
 * (period presets, channels); click or arrow keys switch (wrapping), Home/End jump, only the
 * selected one is a Tab stop. Direction-aware (./roving.ts). React tablists call
 * {@link tablistKey} from the list's onKeyDown; prerendered ones (app download: Android and iOS,
 * SPEC §2.5) are wired by {@link initTabs}, which also hides the unselected panels.
 */
import { rovingKey } from './roving.ts';

/** Keydown on a tablist or chip group: moves focus to the next tab or chip and clicks it (selection follows focus). */
export function tablistKey(e: KeyboardEvent | { key: string; preventDefault(): void; currentTarget: EventTarget | null }, list: Element | null = null): void {
  const group = list ?? (e.currentTarget as Element | null);
  if (!group) return;
  rovingKey(e, group, '[role="tab"],[aria-pressed]', { wrap: true })?.click();
}

/** Wires every prerendered tablist inside `root` once. */
export function initTabs(root: ParentNode = document): void {
  for (const list of root.querySelectorAll<HTMLElement>('[role="tablist"][data-tabs]')) {
    if (list.dataset.ready) continue;
    list.dataset.ready = '1';
    const tabs = [...list.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    for (const tab of tabs) {
      tab.addEventListener('click', () => {
        for (const t of tabs) {
          const on = t === tab;
          t.setAttribute('aria-selected', String(on));
          t.tabIndex = on ? 0 : -1;
          const panel = document.getElementById(t.getAttribute('aria-controls') ?? '');
          if (panel) panel.hidden = !on;
        }
      });
    }
    list.addEventListener('keydown', (e) => tablistKey(e, list));
  }
}
