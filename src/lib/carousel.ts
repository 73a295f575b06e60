/**
 * Drives the banner and promotion carousels with keen-slider (SPEC §2.2, §2.6): loop, pagination
 * dots, autoplay at the element's data-autoplay-ms (5000 ms; 0 means none), paused while hovered
 * or focused and off for visitors who prefer reduced motion. keen-slider is fetched only for
 * carousels with two or more slides, and only when the first slide change is due.
 */
import 'keen-slider/keen-slider.min.css';

/** Initialises every `[data-carousel]` on the page. */
export function initCarousels(): void {
  for (const el of document.querySelectorAll<HTMLElement>('[data-carousel]')) {
    if (el.dataset.ready) continue;
    el.dataset.ready = '1';
    const track = el.querySelector<HTMLElement>('.keen-slider');
    if (!track || track.children.length < 2) continue;
    // keen-slider (5.8 KB gz) is needed only at the first slide change: when the visitor reaches
    // for this carousel, or when the first autoplay tick is due. Until then the first slide is
    // already painted, and the login modal's chunks don't compete with it on slow networks.
    let started = false;
    const go = () => {
      if (started) return;
      started = true;
      void start(el, track);
    };
    for (const type of ['pointerenter', 'focusin', 'touchstart'] as const) el.addEventListener(type, go, { once: true, passive: true });
    const period = Number(el.dataset.autoplayMs ?? 0);
    if (period && !matchMedia('(prefers-reduced-motion: reduce)').matches) setTimeout(go, period);
  }
}

async function start(el: HTMLElement, track: HTMLElement): Promise<void> {
  const { default: KeenSlider } = await import('keen-slider');
  const dots = [...el.querySelectorAll<HTMLButtonElement>('[data-dot]')];
  const centered = el.dataset.centered === 'true';
  const slider = new KeenSlider(track, {
    loop: true,
    slides: centered ? { origin: 'center', perView: 1.15, spacing: 12 } : { perView: 1 },
    slideChanged(s) {
      dots.forEach((d, i) => (i === s.track.details.rel ? d.setAttribute('aria-current', 'true') : d.removeAttribute('aria-current')));
    },
  });
  dots.forEach((d, i) => d.addEventListener('click', () => slider.moveToIdx(i)));

  const period = Number(el.dataset.autoplayMs ?? 0);
  if (!period || matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let paused = false;
  const next = () => {
    clearTimeout(timer);
    if (!paused) timer = setTimeout(() => slider.next(), period);
  };
  const pause = (p: boolean) => () => {
    paused = p;
    next();
  };
  el.addEventListener('mouseover', pause(true));
  el.addEventListener('mouseout', pause(false));
  el.addEventListener('focusin', pause(true));
  el.addEventListener('focusout', pause(false));
  slider.on('animationEnded', next);
  slider.on('dragStarted', () => clearTimeout(timer));
  next();
}
