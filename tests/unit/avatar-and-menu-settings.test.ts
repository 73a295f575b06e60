// The member's avatar and the side menu's settings on the sandbox platform with a real local D1
// (SPEC §2.3 avatar menu, §2.4 side menu and right bar, §7.1 Avatar and Member icon, §7.2 menu
// settings call): what each call answers, who may call it, and that the answers follow the data.
import { existsSync } from 'node:fs';
import { AVATARS, avatarImage, DEFAULT_AVATAR_IMAGE } from '../../src/contracts/avatars.ts';
import { menuSettingsSchema } from '../../src/contracts/schemas/site.ts';
import { avatarSeedSql, demoAvatars } from '../../src/platform/seed/avatars.ts';
import { createSession } from '../../src/platform/identity/sessions.ts';
import { usePlatform } from '../helpers/platform-call.ts';

const sandbox = usePlatform();

let seq = 0;
async function member(type = 0, account = `avatar${++seq}x`): Promise<{ id: number; token: string }> {
  const row = await sandbox.env.DB.prepare(
    "INSERT INTO members (account, nickname, password_hash, type, first_login, password_changed_at, created_at) VALUES (?, ?, 'x', ?, 0, ?, ?) RETURNING id",
  )
    .bind(account, account, type, Date.now(), Date.now())
    .first<{ id: number }>();
  return { id: row!.id, token: await createSession(sandbox.env.DB, row!.id) };
}

describe("the member's avatar and icon", () => {
  it('answers the default avatar for a new member, in the avatar, the icon and the member info', async () => {
    const { token } = await member();
    expect((await sandbox.call.get('avatar', token)).body).toMatchObject({ success: true, value: { avatar: '0', avatarType: 'STATIC' } });
    expect((await sandbox.call.get('memberIcon', token)).body.value).toEqual({ url: DEFAULT_AVATAR_IMAGE });
    expect((await sandbox.call.get('memberInfo', token)).body.value.avatarUrl).toBe(DEFAULT_AVATAR_IMAGE);
  });

  it("answers the member's own preset avatar and its image, to trial users too", async () => {
    const { id, token } = await member(4);
    await sandbox.env.DB.prepare("UPDATE members SET avatar = '5' WHERE id = ?").bind(id).run();
    expect((await sandbox.call.get('avatar', token)).body.value).toEqual({ avatar: '5', avatarType: 'STATIC' });
    expect((await sandbox.call.get('memberIcon', token)).body.value).toEqual({ url: '/avatars/5.png' });
    expect((await sandbox.call.get('memberInfo', token)).body.value.avatarUrl).toBe('/avatars/5.png');
  });

  it('answers 401 without a session', async () => {
    for (const name of ['avatar', 'memberIcon'] as const) expect((await sandbox.call.get(name)).body.code).toBe('error_not_logged_in');
  });

  it('has an image in the portal for every preset avatar, and the default for an unknown id', () => {
    for (const id of AVATARS) expect(existsSync(`public${avatarImage(id)}`), id).toBe(true);
    expect(avatarImage('99')).toBe(DEFAULT_AVATAR_IMAGE);
    expect(avatarImage('../x')).toBe(DEFAULT_AVATAR_IMAGE);
  });

  it("seeds the demo accounts' avatars once, never over a later one", async () => {
    const db = sandbox.env.DB;
    const q = (v: string | number | null) => (v === null ? 'NULL' : typeof v === 'number' ? String(v) : `'${v.replaceAll("'", "''")}'`);
    const [first, second] = Object.keys(demoAvatars) as [string, string];
    await member(0, first);
    await member(0, second);
    await db.prepare("UPDATE members SET avatar = '8' WHERE account = ?").bind(second).run();
    for (let round = 0; round < 2; round += 1) for (const stmt of avatarSeedSql(q)) await db.prepare(stmt.replace(/;$/, '')).run();
    const avatarOf = async (account: string) =>
      (await db.prepare('SELECT avatar FROM members WHERE account = ?').bind(account).first<{ avatar: string }>())!.avatar;
    expect(await avatarOf(first)).toBe(demoAvatars[first]);
    expect(await avatarOf(second)).toBe('8');
  });
});

describe("the side menu's settings", () => {
  it("answers without a session, in the contract's shape, with https social links", async () => {
    const r = await sandbox.call.get('menuSettings');
    expect(r.status).toBe(200);
    expect(menuSettingsSchema.safeParse(r.body.value).success).toBe(true);
    expect(r.body.value).toMatchObject({ referral: true, facebook: expect.stringMatching(/^https:\/\//), telegram: expect.stringMatching(/^https:\/\//) });
  });

  it("follows the referral promotion's switch", async () => {
    const db = sandbox.env.DB;
    await db.prepare('UPDATE referral_config SET enabled = 0 WHERE id = 1').run();
    expect((await sandbox.call.get('menuSettings')).body.value.referral).toBe(false);
    await db.prepare('UPDATE referral_config SET enabled = 1 WHERE id = 1').run();
    expect((await sandbox.call.get('menuSettings')).body.value.referral).toBe(true);
  });
});
