/**
 * The scrolling box around a table wider than a phone (SPEC §9 phones first): focusable and named,
 * so a keyboard can scroll it and a screen reader says what it holds (axe scrollable-region-focusable).
 * A group, not a region: in the overlay the page is already a region. ReportTable's wrapper follows the same rule.
 */
import type { ReactNode } from 'react';

/** Props: the table's name (usually its caption or heading text), the wrapper's class, the table. */
export function TableScroll({ label, className = 'ov-table-wrap', children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={className} role="group" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
