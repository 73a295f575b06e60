/**
 * Profile fields of my account (SPEC §2.7 securityCenter, §3 "profile fields named by interface
 * text", §5.3 "Birthday: the user must confirm being 21"): read and update one `member_profile`
 * row. The birthday is set once (a member cannot make themselves older later), only with the
 * confirmation, and only when the date makes the member at least {@link PROFILE_MIN_AGE_YEARS}
 * today; other fields may change or be cleared (null).
 */
import { PROFILE_MIN_AGE_YEARS, type ProfileUpdate } from '../../contracts/schemas/member-center.ts';

/** The profile fields of `memberId` (all null for a member who never filled any in). */
export async function profileFields(db: D1Database, memberId: number) {
  const r = await db.prepare('SELECT * FROM member_profile WHERE member_id = ?').bind(memberId).first<Record<string, string | null>>();
  return {
    birthday: r?.birthday ?? null,
    nationality: r?.nationality ?? null,
    placeOfBirth: r?.place_of_birth ?? null,
    permanentAddress: r?.permanent_address ?? null,
    currentAddress: r?.current_address ?? null,
    occupation: r?.occupation ?? null,
    sourceOfIncome: r?.source_of_income ?? null,
    telegram: r?.telegram ?? null,
  };
}

/** Whole years between the calendar date `birthday` (YYYY-MM-DD) and `now` (ms, UTC), or null for an impossible date. */
export function ageInYears(birthday: string, now: number): number | null {
  const [y, m, d] = birthday.split('-').map(Number) as [number, number, number];
  const born = new Date(Date.UTC(y, m - 1, d));
  if (born.getUTCFullYear() !== y || born.getUTCMonth() !== m - 1 || born.getUTCDate() !== d || y < 1900) return null;
  const today = new Date(now);
  let age = today.getUTCFullYear() - y;
  if (today.getUTCMonth() < m - 1 || (today.getUTCMonth() === m - 1 && today.getUTCDate() < d)) age -= 1;
  return age >= 0 ? age : null;
}

/** Why an update is refused, or null. Codes: error_validation, error_birthday_confirm_21, error_under_21, error_birthday_locked. */
export type ProfileRefusal = 'error_validation' | 'error_birthday_confirm_21' | 'error_under_21' | 'error_birthday_locked';

const COLUMNS: Record<Exclude<keyof ProfileUpdate, 'birthday' | 'confirmAge21'>, string> = {
  nationality: 'nationality',
  placeOfBirth: 'place_of_birth',
  permanentAddress: 'permanent_address',
  currentAddress: 'current_address',
  occupation: 'occupation',
  sourceOfIncome: 'source_of_income',
  telegram: 'telegram',
};

/**
 * Applies `input` to the member's profile at `now` (ms): fields absent from `input` stay as they
 * are, null or an empty text clears one. Checks everything before writing; one statement writes.
 */
export async function updateProfile(db: D1Database, memberId: number, input: ProfileUpdate, now: number): Promise<ProfileRefusal | null> {
  const current = await profileFields(db, memberId);
  let birthday = current.birthday;
  if (input.birthday !== undefined && input.birthday !== current.birthday) {
    if (current.birthday) return 'error_birthday_locked';
    const age = ageInYears(input.birthday, now);
    if (age === null) return 'error_validation';
    if (input.confirmAge21 !== true) return 'error_birthday_confirm_21';
    if (age < PROFILE_MIN_AGE_YEARS) return 'error_under_21';
    birthday = input.birthday;
  }
  const values: Record<string, string | null> = {};
  for (const [key, column] of Object.entries(COLUMNS)) {
    const v = input[key as keyof typeof COLUMNS];
    values[column] = v === undefined ? (current as Record<string, string | null>)[key]! : v === null || v === '' ? null : v;
  }
  const columns = Object.keys(values);
  await db
    .prepare(
      `INSERT INTO member_profile (member_id, birthday, age_confirmed_at, ${columns.join(', ')}, updated_at) VALUES (?, ?, ?, ${columns.map(() => '?').join(', ')}, ?) ` +
        `ON CONFLICT (member_id) DO UPDATE SET birthday = COALESCE(member_profile.birthday, excluded.birthday), age_confirmed_at = COALESCE(member_profile.age_confirmed_at, excluded.age_confirmed_at), ` +
        `${columns.map((c) => `${c} = excluded.${c}`).join(', ')}, updated_at = excluded.updated_at`,
    )
    .bind(memberId, birthday, birthday && birthday !== current.birthday ? now : null, ...columns.map((c) => values[c]!), now)
    .run();
  return null;
}
