/**
 * The pagination widget of record pages (SPEC §9: page range 3, margin pages 1): previous, the
 * page slots of src/lib/pagination.ts, next. Keyboard: every control is a button.
 */
import { pageSlots } from '../../pagination.ts';
import { useT } from '../../i18n/translate.ts';

/** Props: 1-based current page, total pages, and the change handler. */
export interface PaginationProps {
  page: number;
  total: number;
  onPage: (page: number) => void;
}

/** The widget; renders nothing for a single page. */
export function Pagination({ page, total, onPage }: PaginationProps) {
  const t = useT();
  if (total <= 1) return null;
  return (
    <nav className="ov-pagination" aria-label={t('overlay_pagination')}>
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label={t('overlay_page_previous')}>
        ‹
      </button>
      {pageSlots(page, total).map((slot, i) =>
        slot === 'gap' ? (
          <span key={`gap-${i}`} aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={slot}
            type="button"
            aria-current={slot === page ? 'page' : undefined}
            aria-label={t('overlay_page_number', { page: slot })}
            onClick={() => onPage(slot)}
          >
            {slot}
          </button>
        ),
      )}
      <button type="button" disabled={page >= total} onClick={() => onPage(page + 1)} aria-label={t('overlay_page_next')}>
        ›
      </button>
    </nav>
  );
}
