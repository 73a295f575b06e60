/**
 * One game card (SPEC §3 game card): image (lazy, default icon on failure), name, vendor, minimum
 * bet, hot and maintenance badges; the card is the play button, the star toggles the favorite
 * (SPEC §4). The star shows busy while its call runs.
 */
import type { Game } from '../../../contracts/schemas/games.ts';
import { formatMoney } from '../../../lib/format-money.ts';
import { useT } from '../../../lib/i18n/translate.ts';
import { catalogName } from '../catalog-name.ts';
import { LazyImage } from './LazyImage.tsx';
import type { FirstScreenPriority } from '../first-screen.ts';

/** Props: the game, how to show it, and what its two buttons do. */
export interface GameCardProps {
  game: Game;
  vendorName: string;
  locale: string;
  currency: string;
  currencyDecimals: number;
  favorite: boolean;
  favoriteBusy: boolean;
  eagerImage: boolean;
  /** What its image is to the first screen (LazyImage `priority`): loaded at once, with high priority for the largest paint. */
  imagePriority?: FirstScreenPriority;
  onPlay: (game: Game) => void;
  onToggleFavorite: (game: Game) => void;
}

/** A game card as a list item. */
export function GameCard(p: GameCardProps) {
  const t = useT();
  const { game } = p;
  const name = catalogName(game, t);
  return (
    <li className="game-card" data-node-id={game.nodeId}>
      {/* The name is read from the visible text (a hidden "Play <name>" first), not an aria-label, so
          the accessible name contains everything the card shows (WCAG 2.5.3 label in name). */}
      <button type="button" className="game-card__play" onClick={() => p.onPlay(game)}>
        <span className="visually-hidden">{t('games_play', { name })}</span>
        <LazyImage src={game.game_url} eager={p.eagerImage} priority={p.imagePriority} />
        <span className="game-card__name" aria-hidden="true">
          {name}
        </span>
        <span className="game-card__meta">
          {p.vendorName} · {t('games_min_bet', { amount: formatMoney(game.minBet, p.locale, p.currency, p.currencyDecimals) })}
        </span>
        {game.maintenance ? (
          <span className="game-card__badge game-card__badge--muted">{t('games_maintenance_badge')}</span>
        ) : (
          game.isHot && <span className="game-card__badge">{t('games_hot_badge')}</span>
        )}
      </button>
      <button
        type="button"
        className="game-card__favorite"
        aria-pressed={p.favorite}
        aria-busy={p.favoriteBusy || undefined}
        aria-label={t(p.favorite ? 'games_remove_favorite' : 'games_add_favorite', { name })}
        onClick={() => p.onToggleFavorite(game)}
      >
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill={p.favorite ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2">
          <path d="M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z" />
        </svg>
      </button>
    </li>
  );
}
