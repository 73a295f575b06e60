// The overlay registry's store and URL rules (src/lib/overlay.ts) and the pagination widget's
// page list (SPEC §9 page range 3, margin pages 1).
import { $overlay, $overlayOpener, closeOverlay, openOverlay } from '../../src/lib/overlay.ts';
import { overlayFromUrl, overlayHash } from '../../src/lib/overlay-url.ts';
import { pageSlots } from '../../src/lib/pagination.ts';
import { presetRange } from '../../src/lib/date-presets.ts';

describe('overlay deep links', () => {
  it('reads #member/<id>, its parameters, and ?overlay=<id>', () => {
    expect(overlayFromUrl({ hash: '#member/depositv2', search: '' })).toEqual({ id: 'depositv2', params: {} });
    expect(overlayFromUrl({ hash: '#agent/agentTeamOverview?member=12', search: '' })).toEqual({ id: 'agentTeamOverview', params: { member: '12' } });
    expect(overlayFromUrl({ hash: '', search: '?overlay=withdraw' })).toEqual({ id: 'withdraw', params: {} });
  });

  it('ignores other hashes and malformed ids', () => {
    expect(overlayFromUrl({ hash: '#101', search: '' })).toBeNull();
    expect(overlayFromUrl({ hash: '#member/../x', search: '' })).toBeNull();
    expect(overlayFromUrl({ hash: '', search: '?overlay=<script>' })).toBeNull();
  });

  it('writes the hash of an open page, parameters included', () => {
    expect(overlayHash('member', { id: 'depositv2', params: {} })).toBe('#member/depositv2');
    expect(overlayHash('agent', { id: 'agentUserLoss', params: { period: 'week' } })).toBe('#agent/agentUserLoss?period=week');
  });

  it('opens and closes through the store', () => {
    openOverlay('securityCenter');
    expect($overlay.get()).toEqual({ id: 'securityCenter', params: {} });
    closeOverlay();
    expect($overlay.get()).toBeNull();
  });
});

describe('a step reached from several pages returns to its opener', () => {
  it('remembers the page on screen when another opens from it, and none from outside the overlay', () => {
    // The points shop inside the member center, then its "set payment password" link.
    openOverlay('pointShop');
    expect($overlayOpener.get()).toBeNull();
    openOverlay('paymentPassword');
    expect($overlayOpener.get()).toBe('pointShop');
    // From a transfer, the same step goes back to the transfer.
    openOverlay('transferUpline');
    openOverlay('paymentPassword');
    expect($overlayOpener.get()).toBe('transferUpline');
    // Opened from a site page (the points shop's own page), there is no page to go back to.
    closeOverlay();
    expect($overlayOpener.get()).toBeNull();
    openOverlay('paymentPassword');
    expect($overlayOpener.get()).toBeNull();
    closeOverlay();
  });
});

describe('pagination (SPEC §9)', () => {
  it('shows every page when there are few', () => {
    expect(pageSlots(1, 1)).toEqual([1]);
    expect(pageSlots(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('keeps one margin page at each end and three around the current page', () => {
    expect(pageSlots(6, 12)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12]);
    expect(pageSlots(1, 12)).toEqual([1, 2, 3, 'gap', 12]);
    expect(pageSlots(12, 12)).toEqual([1, 'gap', 10, 11, 12]);
  });
});

describe('date presets (SPEC §9)', () => {
  it('gives whole-day ranges of 7 and 30 days back and ahead', () => {
    const now = new Date(2026, 10, 23, 15, 0).getTime();
    const last7 = presetRange('last7', now);
    expect(last7.to - last7.from).toBe(7 * 86_400_000);
    expect(new Date(last7.to).getDate()).toBe(24);
    const next30 = presetRange('next30', now);
    expect(new Date(next30.from).getDate()).toBe(23);
    expect(next30.to - next30.from).toBe(30 * 86_400_000);
  });
});
