/**
 * The lobby's game images (SPEC §8 lazy images; DESIGN.md budgets: LCP): the few cards a phone
 * shows first load at once with high priority, the rest of the snapshot's cards lazily, and a card
 * outside the snapshot only when it comes into view.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LazyImage } from '../../src/features/games/components/LazyImage.tsx';
import { firstScreenList } from '../../src/features/games/first-screen.ts';

const render = (props: Parameters<typeof LazyImage>[0]) => renderToStaticMarkup(createElement(LazyImage, props));

describe('a lobby card image in the prerendered page', () => {
  it('loads at once with high priority when it is among the first cards', () => {
    const html = render({ src: '/games/art/art-01.webp', eager: true, priority: true });
    expect(html).toContain('src="/games/art/art-01.webp"');
    expect(html).toContain('loading="eager"');
    expect(html).toMatch(/fetchpriority="high"/i);
  });

  it('is left to the browser’s lazy loading further down the snapshot', () => {
    const html = render({ src: '/games/art/art-02.webp', eager: true });
    expect(html).toContain('src="/games/art/art-02.webp"');
    expect(html).toContain('loading="lazy"');
    expect(html).not.toMatch(/fetchpriority/i);
  });

  it('carries no source outside the snapshot until it is seen, even when asked for priority', () => {
    const html = render({ src: '/games/art/art-03.webp', priority: true });
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
});
