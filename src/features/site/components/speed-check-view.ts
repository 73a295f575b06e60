/**
 * The speed-check modal's view (SPEC §2.5 "tests each domain", §4): renders $speedCheck into the
 * prerendered dialog of SiteOverlays as a table of domain, displayed speed and class (fast, normal,
 * slow, unreachable), fastest first. Plain DOM, loaded on the first click; each opening runs a
 * fresh test, and "Test again" repeats it.
 */
import { dialogMessages, openDialog } from '../../../lib/ui/static-dialog.ts';
import { $speedCheck, runSpeedCheck, speedClass, UNREACHABLE_MS, type SpeedCheckState } from '../stores/speed-check.ts';

function bind(dialog: HTMLDialogElement): void {
  const t = dialogMessages(dialog);
  const rows = dialog.querySelector<HTMLTableSectionElement>('[data-rows]')!;
  const status = dialog.querySelector<HTMLElement>('[data-status]')!;
  const rerun = dialog.querySelector<HTMLButtonElement>('[data-rerun]')!;

  const render = (s: SpeedCheckState) => {
    status.textContent =
      s.status === 'testing'
        ? t('site_speed_testing')
        : s.status === 'done'
          ? t('site_speed_done')
          : s.status === 'error'
            ? t(s.error ?? 'error_internal')
            : '';
    rerun.disabled = s.status === 'testing';
    rows.replaceChildren(
      ...s.domains.map((d) => {
        const tr = document.createElement('tr');
        const name = document.createElement('th');
        name.scope = 'row';
        name.dir = 'ltr';
        name.textContent = d.domainName.replace(/^https?:\/\//, '');
        const speed = document.createElement('td');
        const verdict = document.createElement('td');
        const badge = document.createElement('span');
        if (d.speed === null) {
          speed.textContent = '…';
          badge.textContent = t('site_speed_testing_one');
          badge.className = 'speed-badge';
        } else {
          const cls = speedClass(d.speed);
          speed.textContent = t('site_speed_ms', { ms: d.speed });
          badge.textContent = d.speed >= UNREACHABLE_MS ? t('site_speed_unreachable') : t(`site_speed_${cls}`);
          badge.className = `speed-badge speed-badge--${cls}`;
        }
        verdict.appendChild(badge);
        for (const cell of [name, speed, verdict]) tr.appendChild(cell);
        return tr;
      }),
    );
  };
  rerun.addEventListener('click', () => void runSpeedCheck(location.origin));
  $speedCheck.subscribe(render);
}

/** Opens the speed-check modal (prerendered `dialog`) and starts a test. */
export function showSpeedCheck(dialog: HTMLDialogElement, opener: HTMLElement | null): void {
  if (!dialog.dataset.bound) {
    dialog.dataset.bound = '1';
    bind(dialog);
  }
  openDialog(dialog, opener);
  void runSpeedCheck(location.origin);
}
