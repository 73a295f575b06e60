/**
 * The lazy image loader's memory (SPEC §9 "lazy image loader: visibility threshold 0.1, cache of
 * 200 entries, 3 retries"): which game image URLs loaded or failed, least recently used first out,
 * so a card that comes back (another tab, a new search) shows its image at once, or the default
 * game icon without trying again. Also one shared IntersectionObserver for every card.
 */
import { LAZY_IMAGE } from '../../../contracts/schemas/games.ts';

/** Outcome remembered for an image URL. */
export type ImageOutcome = 'loaded' | 'failed';

/** A least-recently-used map of at most `capacity` entries. */
export class LruCache<K, V> {
  private readonly map = new Map<K, V>();
  constructor(readonly capacity: number) {}
  /** The value of `key` (marking it recently used), or undefined. */
  get(key: K): V | undefined {
    const v = this.map.get(key);
    if (v !== undefined) {
      this.map.delete(key);
      this.map.set(key, v);
    }
    return v;
  }
  /** Stores `value`, dropping the least recently used entry beyond capacity. */
  set(key: K, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.capacity) this.map.delete(this.map.keys().next().value as K);
  }
  /** Number of entries. */
  get size(): number {
    return this.map.size;
  }
}

/** Loaded/failed image URLs, 200 entries. */
export const imageOutcomes = new LruCache<string, ImageOutcome>(LAZY_IMAGE.cacheSize);

let observer: IntersectionObserver | null = null;
const waiting = new Map<Element, () => void>();

/**
 * Calls `onVisible` once when at least 10% of `el` is visible (threshold 0.1); returns a function
 * that stops waiting. Without IntersectionObserver it calls back at once.
 */
export function whenVisible(el: Element, onVisible: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onVisible();
    return () => undefined;
  }
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const e of entries) {
        if (!e.isIntersecting) continue;
        const cb = waiting.get(e.target);
        waiting.delete(e.target);
        observer?.unobserve(e.target);
        cb?.();
      }
    },
    { threshold: LAZY_IMAGE.threshold, rootMargin: '200px 0px' },
  );
  waiting.set(el, onVisible);
  observer.observe(el);
  return () => {
    waiting.delete(el);
    observer?.unobserve(el);
  };
}

/** URL of retry `attempt` (1 … 3) of `src`: a cache-busting parameter, so the browser asks again. */
export function retryUrl(src: string, attempt: number): string {
  return attempt === 0 ? src : `${src}${src.includes('?') ? '&' : '?'}retry=${attempt}`;
}
