/**
 * The lobby's game images (SPEC §8 lazy images; DESIGN.md budgets: LCP): the few cards a phone
 * shows first load at once, the first (the largest paint) alone with high priority and the others
 * with low; the rest of the snapshot's cards lazily, with low priority; and a card outside the
 * snapshot only when it comes into view.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LazyImage } from '../../src/features/games/components/LazyImage.tsx';
import { FIRST_SCREEN_CARDS, firstScreenList, firstScreenPriority } from '../../src/features/games/first-screen.ts';

const render = (props: Parameters<typeof LazyImage>[0]) => renderToStaticMarkup(createElement(LazyImage, props));

describe('a lobby card image in the prerendered page', () => {
  it('loads at once with high priority when it is the largest paint', () => {
    const html = render({ src: '/games/art/art-01.webp', eager: true, priority: 'largest' });
    expect(html).toContain('src="/games/art/art-01.webp"');
    expect(html).toContain('loading="eager"');
    expect(html).toMatch(/fetchpriority="high"/i);
  });

  it('loads at once with low priority among the other first cards, so it does not share the largest one’s round trips', () => {
    const html = render({ src: '/games/art/art-02.webp', eager: true, priority: 'first-screen' });
    expect(html).toContain('loading="eager"');
    expect(html).toMatch(/fetchpriority="low"/i);
  });

  it('is left to the browser’s lazy loading further down the snapshot, at low priority even once in view', () => {
    const html = render({ src: '/games/art/art-02.webp', eager: true });
    expect(html).toContain('src="/games/art/art-02.webp"');
    expect(html).toContain('loading="lazy"');
    expect(html).toMatch(/fetchpriority="low"/i);
  });

  it('carries no source outside the snapshot until it is seen, even when asked for priority', () => {
    const html = render({ src: '/games/art/art-03.webp', priority: 'largest' });
    expect(html).not.toContain('src=');
    expect(html).not.toMatch(/fetchpriority/i);
  });
});

describe('the cards a phone shows first', () => {
  it('are the hot row’s, or the grid’s when there are no hot games', () => {
    const hot = ['h1', 'h2'];
    const grid = ['g1', 'g2', 'g3', 'g4'];
    expect(firstScreenList(hot, grid)).toBe(hot);
    expect(firstScreenList([], grid)).toBe(grid);
  });

  it('have one largest paint, the first card of the list the phone sees first', () => {
    const picked = Array.from({ length: FIRST_SCREEN_CARDS + 1 }, (_, i) => firstScreenPriority(true, i));
    expect(picked).toEqual(['largest', ...Array<string>(FIRST_SCREEN_CARDS - 1).fill('first-screen'), undefined]);
    expect(firstScreenPriority(false, 0)).toBeUndefined();
  });
});
