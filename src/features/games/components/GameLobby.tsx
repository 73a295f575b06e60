/**
 * The category lobby (SPEC §2.1 category pages): vendor tabs, name search and the
 * minBet filter, then the member's favorites and recent games, the hot games, and the game grid of
 * 42 per page with infinite scroll (a sentinel watched by IntersectionObserver, throttled in the
 * store) and a "show more" button for keyboards. Server-rendered from the snapshot, so the HTML
 * lists games before any JavaScript (the hot row and the grid's first GRID_FIRST_RENDER cards: the
 * store's `shown`); the island keeps it fresh.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useEffectEvent, useId, useRef, useState, type ReactNode } from 'react';
import type { CategorySnapshot, Game } from '../../../contracts/schemas/games.ts';
import { formatMoney } from '../../../lib/format-money.ts';
import { useT } from '../../../lib/i18n/translate.ts';
import { $catalog, $hotGames, $recentGames, hasMoreGames, loadMoreGames, reloadCatalog, setCatalogQuery } from '../stores/catalog.ts';
import { $favoritePending, $favorites, isFavorite } from '../stores/favorites.ts';
import { firstScreenList, firstScreenPriority, type FirstScreenPriority } from '../first-screen.ts';
import { catalogName } from '../catalog-name.ts';
import { GameCard } from './GameCard.tsx';

/** The minBet filter's choices in minor units (null = any). */
export const MIN_BET_CHOICES: readonly (number | null)[] = [null, 500, 1_000, 5_000, 10_000];
/** Pause after typing before the search runs, in ms. */
const SEARCH_DEBOUNCE_MS = 300;

/** Props from the island. */
export interface GameLobbyProps {
  snapshot: CategorySnapshot;
  /** Every vendor's name by code (recent and favorite games come from any category). */
  vendorNames: Record<string, string>;
  locale: string;
  currency: string;
  currencyDecimals: number;
  /** Base href of the page, for the vendor tab links (`?vassalage=`). */
  pageHref: string;
  signedIn: boolean;
  onPlay: (game: Game) => void;
  onToggleFavorite: (game: Game) => void;
  onLogin: () => void;
}

function Section({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <section className="game-section" aria-labelledby={id}>
      <h2 id={id} className="game-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The lobby. */
export function GameLobby(p: GameLobbyProps) {
  const t = useT();
  const catalog = useStore($catalog);
  const hot = useStore($hotGames);
  const recent = useStore($recentGames);
  const favorites = useStore($favorites);
  const pending = useStore($favoritePending);
  const [search, setSearch] = useState(catalog.query.name);
  const sentinel = useRef<HTMLDivElement>(null);
  const searchInput = useRef<HTMLInputElement>(null);
  const ids = useId();
  const vendorName = (code: string) => {
    const vendor = p.snapshot.vendors.find((v) => v.vendor === code);
    return vendor ? catalogName(vendor, t) : (p.vendorNames[code] ?? code);
  };

  // Text typed before hydration stays in the (uncontrolled) field: search for it.
  const adoptTypedSearch = useEffectEvent(() => {
    const typed = searchInput.current?.value ?? '';
    if (typed !== search) setSearch(typed);
  });
  useEffect(() => adoptTypedSearch(), []);

  // Debounced name search: a new text is searched; the catalog's own query is read, not watched.
  const isCatalogQuery = useEffectEvent((name: string) => name === catalog.query.name);
  useEffect(() => {
    if (isCatalogQuery(search)) return;
    const timer = window.setTimeout(() => void setCatalogQuery({ name: search }), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [search]);

  // Infinite scroll: the sentinel under the grid asks for the next page (throttled in the store).
  useEffect(() => {
    const el = sentinel.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && void loadMoreGames(), { rootMargin: '400px 0px' });
    io.observe(el);
    return () => io.disconnect();
  }, []);

  const chooseVendor = (vendor: string | null) => {
    const url = new URL(window.location.href);
    if (vendor) url.searchParams.set('vassalage', vendor);
    else url.searchParams.delete('vassalage');
    window.history.replaceState(null, '', url);
    void setCatalogQuery({ vassalage: vendor });
  };

  const card = (g: Game, eager: boolean, priority?: FirstScreenPriority) => (
    <GameCard
      key={g.nodeId}
      game={g}
      vendorName={vendorName(g.vendor)}
      locale={p.locale}
      currency={p.currency}
      currencyDecimals={p.currencyDecimals}
      favorite={isFavorite(g.nodeId, favorites)}
      favoriteBusy={pending.has(g.nodeId)}
      eagerImage={eager}
      imagePriority={priority}
      onPlay={p.onPlay}
      onToggleFavorite={p.onToggleFavorite}
    />
  );
  const firstList = firstScreenList(hot, catalog.games);
  const snapshotIds = new Set([...p.snapshot.games, ...p.snapshot.hot].map((g) => g.nodeId));
  const busy = catalog.status === 'loading';

  return (
    <div className="game-lobby">
      <nav className="vendor-tabs" aria-label={t('games_vendors')}>
        <ul>
          {[{ vendor: null, name: t('games_all_vendors') }, ...p.snapshot.vendors.map((v) => ({ vendor: v.vendor, name: catalogName(v, t) }))].map((v) => (
            <li key={v.vendor ?? 'all'}>
              <a
                href={v.vendor ? `${p.pageHref}?vassalage=${v.vendor}` : p.pageHref}
                data-island=""
                aria-current={catalog.query.vassalage === v.vendor ? 'page' : undefined}
                onClick={(e) => {
                  e.preventDefault();
                  chooseVendor(v.vendor);
                }}
              >
                {v.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <form className="game-filters" role="search" onSubmit={(e) => e.preventDefault()}>
        <div className="field">
          <label htmlFor={`${ids}-q`}>{t('games_search_label')}</label>
          <input
            ref={searchInput}
            id={`${ids}-q`}
            type="search"
            defaultValue={catalog.query.name}
            maxLength={40}
            placeholder={t('games_search_placeholder')}
            onChange={(e) => setSearch(e.target.value)}
            autoComplete="off"
          />
        </div>
        <div className="field">
          <label htmlFor={`${ids}-min`}>{t('games_min_bet_label')}</label>
          <select
            id={`${ids}-min`}
            value={catalog.query.minBet === null ? '' : String(catalog.query.minBet)}
            onChange={(e) => void setCatalogQuery({ minBet: e.target.value === '' ? null : Number(e.target.value) })}
          >
            {MIN_BET_CHOICES.map((c) => (
              <option key={c ?? 'any'} value={c === null ? '' : String(c)}>
                {c === null ? t('games_min_bet_any') : t('games_min_bet_up_to', { amount: formatMoney(c, p.locale, p.currency, p.currencyDecimals) })}
              </option>
            ))}
          </select>
        </div>
      </form>

      {p.signedIn && favorites.length > 0 && (
        <Section id={`${ids}-fav`} title={t('games_favorites')}>
          <ul className="game-row">{favorites.map((g) => card(g, false))}</ul>
        </Section>
      )}
      {p.signedIn && recent.length > 0 && (
        <Section id={`${ids}-recent`} title={t('games_recent')}>
          <ul className="game-row">{recent.map((g) => card(g, false))}</ul>
        </Section>
      )}
      {hot.length > 0 && (
        <Section id={`${ids}-hot`} title={t('games_hot')}>
          <ul className="game-row">{hot.map((g, i) => card(g, snapshotIds.has(g.nodeId), firstScreenPriority(firstList === hot, i)))}</ul>
        </Section>
      )}

      <Section id={`${ids}-all`} title={t('games_all_games')}>
        <p className="game-count" aria-live="polite">
          {busy ? t('games_loading') : t('games_count', { count: catalog.total })}
        </p>
        {catalog.status === 'login_required' && (
          <div className="notice">
            <p>{t('games_login_to_browse')}</p>
            <button type="button" className="button button--primary" onClick={p.onLogin}>
              {t('header_login')}
            </button>
          </div>
        )}
        {catalog.status === 'error' && (
          <div className="notice notice--error" role="alert">
            <p>{t(catalog.error ?? 'games_error')}</p>
            <button type="button" className="button button--ghost" onClick={() => void reloadCatalog()}>
              {t('games_retry')}
            </button>
          </div>
        )}
        {catalog.games.length === 0 && catalog.status === 'ready' ? (
          <p className="game-empty">{t('games_empty')}</p>
        ) : (
          <ul className="game-grid" aria-busy={busy || undefined}>
            {catalog.games.slice(0, catalog.shown).map((g, i) => card(g, snapshotIds.has(g.nodeId), firstScreenPriority(firstList === catalog.games, i)))}
          </ul>
        )}
        <div ref={sentinel} className="game-sentinel" />
        {hasMoreGames(catalog) && catalog.status !== 'login_required' && (
          <button
            type="button"
            className="button button--ghost button--block"
            disabled={catalog.status === 'loading_more'}
            onClick={() => void loadMoreGames()}
          >
            {catalog.status === 'loading_more' ? t('games_loading') : t('games_load_more')}
          </button>
        )}
      </Section>
    </div>
  );
}
