/**
 * The message keys the game islands show (resolved at build time by the pages, DESIGN.md
 * "Islands must ship only the current locale's strings"). Server-only list; no messages here.
 */
import type { MessageKey } from '../../lib/i18n/island-messages.ts';

/** Error codes the games and wallet calls may answer, shown through their message keys. */
const errorKeys: MessageKey[] = [
  'error_not_logged_in', 'error_network', 'error_upstream', 'error_internal', 'error_busy', 'error_not_found', 'error_validation', 'error_csrf',
  'error_rate_limited', 'error_not_implemented', 'error_method_not_allowed', 'in_need_true_account', 'game_maintenance',
  'wallet_insufficient_funds', 'wallet_idempotency_conflict',
  // Responsible gaming refuses a bet with these (DOMAIN.md §5).
  'error_rg_excluded', 'error_rg_timeout', 'error_rg_wager_limit', 'error_rg_loss_limit', 'error_rg_session_limit',
];

/** Keys of the category lobby island (lobby, favorites, launcher dialogs). */
export const lobbyKeys: MessageKey[] = [
  ...errorKeys, 'header_login', 'common_close', 'common_cancel', 'common_ok', 'in_increase_submit',
  'games_vendors', 'games_all_vendors', 'games_search_label', 'games_search_placeholder', 'games_min_bet_label', 'games_min_bet_any',
  'games_min_bet_up_to', 'games_favorites', 'games_recent', 'games_hot', 'games_all_games', 'games_count', 'games_loading',
  'games_load_more', 'games_empty', 'games_error', 'games_retry', 'games_login_to_browse', 'games_play', 'games_add_favorite',
  'games_remove_favorite', 'games_hot_badge', 'games_maintenance_badge', 'games_min_bet', 'launcher_opening',
  'launcher_maintenance_body', 'launcher_choose_game', 'launcher_popup_blocked', 'launcher_error',
  'launcher_choose_room', 'launcher_room_min_bet', 'launcher_room_players', 'launcher_room_join', 'launcher_room_full', 'launcher_no_rooms', 'error_room_not_found',
];

/** Keys of an in-house game island (the game in the /game iframe). */
export const inhouseKeys: MessageKey[] = [
  ...errorKeys, 'header_login', 'wallet_balance', 'wallet_loading', 'common_close', 'launcher_login_to_play',
  'games_stake', 'games_target', 'games_roll_under', 'games_roll_over', 'games_direction', 'games_win_chance', 'games_multiplier',
  'games_roll', 'games_spin', 'games_playing', 'games_result_win', 'games_result_lose', 'games_result_roll', 'games_my_bets',
  'games_no_bets', 'games_round', 'games_payout', 'games_time', 'games_paytable',
  'games_stand_in_note', 'games_fair_title', 'games_fair_explain', 'games_fair_server_hash', 'games_fair_client_seed', 'games_fair_nonce',
  'games_fair_rotate', 'games_fair_revealed', 'games_fair_server_seed', 'games_verify_title', 'games_verify_game', 'games_verify_submit',
  'games_verify_hash_ok', 'games_verify_hash_bad', 'games_verify_result',
];
