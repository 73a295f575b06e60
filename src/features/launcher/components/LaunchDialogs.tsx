/**
 * What the launcher shows (SPEC §2.10): a busy notice while a game opens, the maintenance
 * message with popular games to play instead, the VASSALAGE popup game list, and errors such as a
 * blocked game window. Choosing a game in a list launches it.
 */
import { useStore } from '@nanostores/react';
import type { Game } from '../../../contracts/schemas/games.ts';
import { useT } from '../../../lib/i18n/translate.ts';
import { Dialog } from '../../../lib/ui/Dialog.tsx';
import { $launcher, dismissLauncher } from '../stores/launcher.ts';

/** Props: popular games to suggest (≤ 20) and how to launch a chosen game. */
export interface LaunchDialogsProps { popular: readonly Game[]; onPlay: (game: Game) => void }

function GameChoices({ games, onPlay }: { games: readonly Game[]; onPlay: (g: Game) => void }) {
  return (
    <ul className="game-choices">
      {games.map((g) => (
        <li key={g.nodeId}>
          <button type="button" className="game-choice" onClick={() => onPlay(g)}>
            <img src={g.game_url} alt="" width="48" height="48" loading="lazy" />
            <span>{g.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The launcher's notices and popups. */
export function LaunchDialogs({ popular, onPlay }: LaunchDialogsProps) {
  const t = useT();
  const s = useStore($launcher);
  const name = s.game?.name ?? '';
  const suggestions = popular.filter((g) => g.nodeId !== s.game?.nodeId && !g.maintenance);
  return (
    <>
      <p className="launch-status" role="status">{s.status === 'launching' && t('launcher_opening', { name })}</p>
      <Dialog open={s.status === 'maintenance'} title={t('game_maintenance')} closeLabel={t('common_close')} onClose={dismissLauncher}>
        <p className="dialog__message">{t('launcher_maintenance_body', { name })}</p>
        {s.status === 'maintenance' && <GameChoices games={suggestions} onPlay={onPlay} />}
      </Dialog>
      <Dialog open={s.status === 'vassalage'} title={t('launcher_choose_game', { name })} closeLabel={t('common_close')} onClose={dismissLauncher}>
        {s.status === 'vassalage' && <GameChoices games={s.games} onPlay={onPlay} />}
      </Dialog>
      <Dialog open={s.status === 'error'} title={name} closeLabel={t('common_close')} onClose={dismissLauncher} size="small">
        <p className="dialog__message" role="alert">{t(s.error ?? 'launcher_error')}</p>
        <div className="dialog__actions"><button type="button" className="button button--primary" onClick={dismissLauncher}>{t('common_ok')}</button></div>
      </Dialog>
    </>
  );
}
