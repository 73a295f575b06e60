/**
 * The promotion list's type filter (SPEC §3 promotion types) without a framework: pressing a type
 * chip shows only the promotions of that type ("all" shows every one) and says so when none is
 * left. A /promotions#{id} link to a hidden promotion resets the filter to "all" so the anchor works.
 */

/** Wires `[data-promo-filter]` on the page; no-op elsewhere. */
export function initPromotionFilter(): void {
  const group = document.querySelector<HTMLElement>('[data-promo-filter]');
  if (!group) return;
  const items = [...document.querySelectorAll<HTMLElement>('.promo-grid > li[data-type]')];
  const empty = document.querySelector<HTMLElement>('[data-promo-empty]');
  const apply = (type: string) => {
    let shown = 0;
    for (const li of items) {
      li.hidden = type !== 'all' && li.dataset.type !== type;
      if (!li.hidden) shown += 1;
    }
    for (const chip of group.querySelectorAll<HTMLButtonElement>('button[data-type]')) chip.setAttribute('aria-pressed', String(chip.dataset.type === type));
    if (empty) empty.hidden = shown > 0;
  };
  group.addEventListener('click', (e) => {
    const chip = (e.target as Element).closest<HTMLButtonElement>('button[data-type]');
    if (chip) apply(chip.dataset.type ?? 'all');
  });
  window.addEventListener('hashchange', () => {
    const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (target?.closest('li')?.hidden) {
      apply('all');
      target.scrollIntoView();
    }
  });
}
