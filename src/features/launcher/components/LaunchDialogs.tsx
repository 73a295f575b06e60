/**
 * What the launcher shows (SPEC §2.10): a busy notice while a game opens, the maintenance
 * message with popular games to play instead, the VASSALAGE popup game list, a PvP game's rooms
 * (SPEC §7.2 GLS2_roomList: minimum bet and seats, full rooms cannot be joined), and errors such as
 * a blocked game window. Choosing a game in a list launches it; choosing a room joins it.
 */
import { useStore } from '@nanostores/react';
import type { Game, Room } from '../../../contracts/schemas/games.ts';
import { useT } from '../../../lib/i18n/translate.ts';
import { Dialog } from '../../../lib/ui/Dialog.tsx';
import { $launcher, dismissLauncher } from '../stores/launcher.ts';

/**
 * Props: popular games to suggest (≤ 20), how to launch a chosen game, how to join a PvP room of a
 * game, and how to show money (minor units) in the page's locale.
 */
export interface LaunchDialogsProps {
  popular: readonly Game[];
  onPlay: (game: Game) => void;
  onJoinRoom: (game: Game, roomId: string) => void;
  money: (minor: number) => string;
}

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

function RoomChoices({ rooms, money, onJoin }: { rooms: readonly Room[]; money: (minor: number) => string; onJoin: (roomId: string) => void }) {
  const t = useT();
  if (rooms.length === 0)
    return (
      <p className="dialog__message" role="status">
        {t('launcher_no_rooms')}
      </p>
    );
  return (
    <ul className="room-choices">
      {rooms.map((r) => {
        const full = r.players >= r.maxPlayers;
        return (
          <li key={r.roomId} className="room-choice">
            <span className="room-choice__name">{r.name}</span>
            <span>{t('launcher_room_min_bet', { amount: money(r.minBet) })}</span>
            <span>{t('launcher_room_players', { players: r.players, max: r.maxPlayers })}</span>
            <button type="button" className="button button--primary" disabled={full} onClick={() => onJoin(r.roomId)}>
              {t(full ? 'launcher_room_full' : 'launcher_room_join')}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** The launcher's notices and popups. */
export function LaunchDialogs({ popular, onPlay, onJoinRoom, money }: LaunchDialogsProps) {
  const t = useT();
  const s = useStore($launcher);
  const name = s.game?.name ?? '';
  const suggestions = popular.filter((g) => g.nodeId !== s.game?.nodeId && !g.maintenance);
  return (
    <>
      <p className="launch-status" role="status">
        {s.status === 'launching' && t('launcher_opening', { name })}
      </p>
      <Dialog open={s.status === 'maintenance'} title={t('game_maintenance')} closeLabel={t('common_close')} onClose={dismissLauncher}>
        <p className="dialog__message">{t('launcher_maintenance_body', { name })}</p>
        {s.status === 'maintenance' && <GameChoices games={suggestions} onPlay={onPlay} />}
      </Dialog>
      <Dialog open={s.status === 'vassalage'} title={t('launcher_choose_game', { name })} closeLabel={t('common_close')} onClose={dismissLauncher}>
        {s.status === 'vassalage' && <GameChoices games={s.games} onPlay={onPlay} />}
      </Dialog>
      <Dialog open={s.status === 'rooms'} title={t('launcher_choose_room', { name })} closeLabel={t('common_close')} onClose={dismissLauncher}>
        {s.status === 'rooms' && s.game && <RoomChoices rooms={s.rooms ?? []} money={money} onJoin={(roomId) => onJoinRoom(s.game!, roomId)} />}
      </Dialog>
      <Dialog open={s.status === 'error'} title={name} closeLabel={t('common_close')} onClose={dismissLauncher} size="small">
        <p className="dialog__message" role="alert">
          {t(s.error ?? 'launcher_error')}
        </p>
        <div className="dialog__actions">
          <button type="button" className="button button--primary" onClick={dismissLauncher}>
            {t('common_ok')}
          </button>
        </div>
      </Dialog>
    </>
  );
}
