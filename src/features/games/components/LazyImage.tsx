/**
 * A game image that loads when 10% of it is visible, retries 3 times with a growing pause, then
 * shows the default game icon (SPEC §8, §9). Images of the prerendered snapshot (`eager`) carry
 * their src in the HTML, so they show without JavaScript; the browser's own lazy loading applies,
 * except to the few a phone shows first (`priority`), which load at once, since a lazy image waits
 * for layout before it is even requested. Only the lobby's largest paint (`priority: 'largest'`,
 * DESIGN.md budgets: LCP) has high priority; every other snapshot image asks for low priority, or
 * the browser raises the visible ones to high once layout finds them in view and they share the
 * largest one's first round trips.
 */
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { LAZY_IMAGE } from '../../../contracts/schemas/games.ts';
import { imageOutcomes, retryUrl, whenVisible } from '../stores/image-cache.ts';
import type { FirstScreenPriority } from '../first-screen.ts';

/** Props: image URL, whether the HTML already carries it, what it is to the first screen, and its pixel size. */
export interface LazyImageProps {
  src: string;
  eager?: boolean;
  priority?: FirstScreenPriority;
  size?: number;
}

/** The lazy game image (decorative: the card names the game). */
export function LazyImage({ src, eager = false, priority, size = 200 }: LazyImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const known = imageOutcomes.get(src);
  const [attempt, setAttempt] = useState(0);
  const [visible, setVisible] = useState(eager || known !== undefined);
  const [failed, setFailed] = useState(known === 'failed');

  // A new image starts over; whether it is already visible is read, not watched.
  const startImage = useEffectEvent((image: string) => {
    setAttempt(0);
    setFailed(imageOutcomes.get(image) === 'failed');
    if (visible || !ref.current) return;
    return whenVisible(ref.current, () => setVisible(true));
  });
  useEffect(() => startImage(src), [src]);

  const onError = () => {
    if (attempt >= LAZY_IMAGE.retries) {
      imageOutcomes.set(src, 'failed');
      setFailed(true);
      return;
    }
    window.setTimeout(() => setAttempt((a) => a + 1), 250 * 2 ** attempt);
  };

  // An image that failed before hydration fired its error event before React listened.
  const catchEarlyFailure = useEffectEvent(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0 && img.getAttribute('src')) onError();
  });
  useEffect(() => catchEarlyFailure(), []);

  const url = failed ? LAZY_IMAGE.fallback : visible ? retryUrl(src, attempt) : undefined;
  return (
    <img
      ref={ref}
      className="game-card__image"
      src={url}
      alt=""
      width={size}
      height={size}
      loading={eager ? (priority ? 'eager' : 'lazy') : undefined}
      fetchPriority={eager ? (priority === 'largest' ? 'high' : 'low') : undefined}
      decoding="async"
      onLoad={() => !failed && imageOutcomes.set(src, 'loaded')}
      onError={failed ? undefined : onError}
    />
  );
}
