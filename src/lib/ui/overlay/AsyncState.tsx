/**
 * Loading, error and empty states of an overlay page's data (the "mature product" states): a
 * status line while loading, the translated error with a retry, a friendly empty message, else the
 * children. Pages pass their store's state; no page writes these states itself.
 */
import type { ReactNode } from 'react';
import { errorText } from '../../i18n/error-text.ts';
import { useT } from '../../i18n/translate.ts';

/** Props: `loading`, an error code (message key) or null, `empty`, the empty-state key, retry, children. */
export interface AsyncStateProps {
  loading: boolean;
  error: string | null;
  empty?: boolean;
  emptyKey?: string;
  onRetry?: () => void;
  children?: ReactNode;
}

/** Renders the state that applies, else the children. */
export function AsyncState({ loading, error, empty, emptyKey = 'overlay_empty', onRetry, children }: AsyncStateProps) {
  const t = useT();
  if (error) {
    return (
      <div className="overlay-state overlay-state--error" role="alert">
        <p>{errorText(t, error)}</p>
        {onRetry && (
          <button type="button" className="button button--primary" onClick={onRetry}>
            {t('overlay_retry')}
          </button>
        )}
      </div>
    );
  }
  if (loading)
    return (
      <div className="overlay-state" role="status" aria-live="polite">
        {t('overlay_loading')}
      </div>
    );
  if (empty)
    return (
      <div className="overlay-empty" role="status">
        {t(emptyKey)}
      </div>
    );
  return <>{children}</>;
}
