// Web Push notifications, opt-in, on a real local D1 (SPEC §2.7 member center settings; RFC 8030
// push, RFC 8291 aes128gcm, RFC 8292 VAPID): a member's browser subscribes for "withdrawal paid" or
// "ticket won", the cron tick sends each event once to each browser that asked before it happened,
// a push service's 404/410 removes the subscription, and a member who turned it off gets nothing.
// The push service is a local HTTPS server started here (the one fake, at that boundary): it checks
// the VAPID JWT and decrypts each message with the browser's private key, as a browser's push
// service and the browser itself would.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import tls from 'node:tls';
import { jwtVerify } from 'jose';
import { runCronTick } from '../../src/platform/cron/tick.ts';
import { createSession } from '../../src/platform/identity/sessions.ts';
import { ensureAccount, postTransaction } from '../../src/platform/lib/ledger.ts';
import { scheduleDraws } from '../../src/platform/lottery/draws.ts';
import { sandboxFeed } from '../../src/platform/lottery/sandbox-feed.ts';
import { buyTicket } from '../../src/platform/lottery/tickets.ts';
import { subscribe as subscribeAt } from '../../src/platform/member/push-subscriptions.ts';
import { usePlatform } from '../helpers/platform-call.ts';

const p = usePlatform();
const b64u = (bytes: ArrayBuffer | Uint8Array) => Buffer.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)).toString('base64url');
const text = (s: string) => new TextEncoder().encode(s);

/** What the push service received on one request. */
interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** The fake push service: HTTPS on 127.0.0.1 with a certificate made for this run; answers 201 unless told otherwise per path. */
const service = { server: null as Server | null, origin: '', received: [] as Received[], answers: new Map<string, number>() };
let defaultCAs: string[] = [];
let certDir = '';

beforeAll(async () => {
  certDir = mkdtempSync('/tmp/push-service-');
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'].concat([
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      `${certDir}/key.pem`,
      '-out',
      `${certDir}/cert.pem`,
    ]),
    { stdio: 'ignore' },
  );
  const cert = readFileSync(`${certDir}/cert.pem`, 'utf8');
  // The platform's fetch trusts this run's certificate, as a push service's would be trusted.
  defaultCAs = tls.getCACertificates('default');
  tls.setDefaultCACertificates([...defaultCAs, cert]);
  service.server = createServer({ cert, key: readFileSync(`${certDir}/key.pem`, 'utf8') }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      service.received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(service.answers.get(req.url ?? '') ?? 201).end();
    });
  }).listen(0, '127.0.0.1');
  await new Promise((r) => service.server!.once('listening', r));
  service.origin = `https://127.0.0.1:${(service.server.address() as AddressInfo).port}`;
  // The platform's VAPID key pair, as scripts/dev-keys.mjs makes one.
  const vapid = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  Object.assign(p.env, {
    VAPID_PUBLIC_KEY: b64u(await crypto.subtle.exportKey('raw', vapid.publicKey)),
    VAPID_PRIVATE_KEY: (await crypto.subtle.exportKey('jwk', vapid.privateKey)).d,
    VAPID_SUBJECT: 'mailto:ops@lotus.example',
  });
  // The first tick schedules two days of lottery draws (most of a tick's time); later ones add a few.
  await runCronTick(p.env, Date.now());
});

afterAll(() => {
  tls.setDefaultCACertificates(defaultCAs);
  service.server?.close();
  rmSync(certDir, { recursive: true, force: true });
});

/** A browser: its push subscription (keys made here, as a browser makes them) and the private key that reads its messages. */
async function browser(name: string) {
  const pair = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits'])) as CryptoKeyPair;
  const publicRaw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
  const auth = crypto.getRandomValues(new Uint8Array(16));
  const path = `/push/${name}`;
  return { path, endpoint: `${service.origin}${path}`, keys: { p256dh: b64u(publicRaw), auth: b64u(auth) }, privateKey: pair.privateKey, publicRaw, auth };
}
type Browser = Awaited<ReturnType<typeof browser>>;

/** A copy of `b` on its own ArrayBuffer (what Web Crypto's typings take). */
const own = (b: Uint8Array | ArrayBuffer): Uint8Array<ArrayBuffer> => new Uint8Array(b instanceof Uint8Array ? b : new Uint8Array(b));

async function hkdf(salt: Uint8Array, ikm: Uint8Array | ArrayBuffer, info: Uint8Array, bytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const key = await crypto.subtle.importKey('raw', own(ikm), 'HKDF', false, ['deriveBits']);
  return new Uint8Array(await crypto.subtle.deriveBits({ name: 'HKDF', hash: 'SHA-256', salt: own(salt), info: own(info) }, key, bytes * 8));
}

/** Reads one message as the browser does (RFC 8291 §3.4, one aes128gcm record, RFC 8188). */
async function decrypt(b: Browser, body: Buffer): Promise<unknown> {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const senderRaw = body.subarray(21, 21 + idLength);
  const sender = await crypto.subtle.importKey('raw', own(senderRaw), { name: 'ECDH', namedCurve: 'P-256' }, false, []);
  const shared = await crypto.subtle.deriveBits({ name: 'ECDH', public: sender }, b.privateKey, 256);
  const keyInfo = new Uint8Array([...text('WebPush: info\0'), ...b.publicRaw, ...senderRaw]);
  const ikm = await hkdf(b.auth, shared, keyInfo, 32);
  const cek = await crypto.subtle.importKey('raw', await hkdf(salt, ikm, text('Content-Encoding: aes128gcm\0'), 16), 'AES-GCM', false, ['decrypt']);
  const iv = await hkdf(salt, ikm, text('Content-Encoding: nonce\0'), 12);
  const padded = new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, cek, own(body.subarray(21 + idLength))));
  let end = padded.length - 1;
  while (end > 0 && padded[end] === 0) end -= 1;
  expect(padded[end]).toBe(2); // the last record's delimiter
  return JSON.parse(new TextDecoder().decode(padded.subarray(0, end)));
}

/** Checks the request's VAPID authorization (RFC 8292) against the platform's key and this service's origin; answers the JWT's claims. */
async function checkVapid(r: Received) {
  const m = /^vapid t=([^,]+), k=([A-Za-z0-9_-]+)$/.exec(String(r.headers.authorization));
  expect(m?.[2]).toBe(p.env.VAPID_PUBLIC_KEY);
  const key = await crypto.subtle.importKey('raw', Buffer.from(m![2]!, 'base64url'), { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify']);
  const { payload } = await jwtVerify(m![1]!, key, { audience: service.origin, algorithms: ['ES256'] });
  expect(payload.sub).toBe('mailto:ops@lotus.example');
  expect(r.headers['content-encoding']).toBe('aes128gcm');
  return payload;
}

let nextId = 5600;
/** A member with 5,000,000 in the wallet, a payment password and a bank account; answers id, token and the bank account id. */
async function member() {
  const db = p.env.DB;
  const id = nextId++;
  await db
    .prepare(
      "INSERT INTO members (id, account, nickname, password_hash, type, payee_name, password_changed_at, created_at) VALUES (?, ?, 'n', 'x', 0, ?, 0, 0)",
    )
    .bind(id, `push${id}`, 'Nguyen Van An')
    .run();
  const token = await createSession(db, id);
  await postTransaction(db, {
    idempotencyKey: `push-open-${id}`,
    kind: 'deposit',
    entries: [
      { accountId: await ensureAccount(db, id, 'VND'), amount: 5_000_000 },
      { accountId: await ensureAccount(db, null, 'VND'), amount: -5_000_000 },
    ],
  });
  await p.call.post('paymentPasswordSave', { newPassword: '246810', confirmPassword: '246810' }, token);
  const acc = await p.call.post('bankAccountAdd', { bankName: 'BIDV', accountNumber: `99${id}`, holderName: 'NGUYEN VAN AN' }, token);
  expect(acc.body.code, JSON.stringify(acc.body)).toBe('OK');
  return { id, token, bankAccountId: acc.body.value.id as number };
}

let seq = 0;
/** Requests a withdrawal of `amount` now; answers its id. */
async function withdraw(m: Awaited<ReturnType<typeof member>>, amount = 300_000): Promise<number> {
  const r = await p.call.post(
    'withdrawalCreate',
    { bankAccountId: m.bankAccountId, amount, paymentPassword: '246810', requestId: `push-request-${seq++}` },
    m.token,
  );
  expect([r.status, r.body.code]).toEqual([200, 'OK']);
  return r.body.value.id as number;
}

/** Runs the ticks that approve and pay every withdrawal requested by now (the sandbox's delays), at times after `t0`. */
async function payWithdrawals(t0: number) {
  await runCronTick(p.env, t0 + 31_000);
  await runCronTick(p.env, t0 + 62_000);
}

const subscribe = (m: { token: string }, b: Browser, topics: string[], locale = 'vi') =>
  p.call.post('pushSubscribe', { endpoint: b.endpoint, keys: b.keys, locale, topics }, m.token);
const to = (b: Browser) => service.received.filter((r) => r.path === b.path);

describe('subscribing', () => {
  it('answers the VAPID key, stores topics per browser and member, and refuses a non-https endpoint', async () => {
    const m = await member();
    const other = await member();
    const b = await browser('settings');
    expect((await p.call.post('pushStatus', {}, m.token)).body.value).toEqual({ publicKey: p.env.VAPID_PUBLIC_KEY, topics: [] });
    expect((await subscribe(m, b, ['withdrawal_paid'])).body.value.topics).toEqual(['withdrawal_paid']);
    expect((await subscribe(m, b, ['ticket_won'])).body.value.topics).toEqual(['withdrawal_paid', 'ticket_won']);
    // Another member cannot read or turn off this member's browser.
    expect((await p.call.post('pushStatus', { endpoint: b.endpoint }, other.token)).body.value.topics).toEqual([]);
    await p.call.post('pushUnsubscribe', { endpoint: b.endpoint }, other.token);
    expect((await p.call.post('pushStatus', { endpoint: b.endpoint }, m.token)).body.value.topics).toEqual(['withdrawal_paid', 'ticket_won']);
    expect((await p.call.post('pushUnsubscribe', { endpoint: b.endpoint, topics: ['ticket_won'] }, m.token)).body.value.topics).toEqual(['withdrawal_paid']);
    const insecure = await p.call.post('pushSubscribe', { endpoint: 'http://127.0.0.1/push/x', keys: b.keys, locale: 'vi', topics: ['ticket_won'] }, m.token);
    expect([insecure.status, insecure.body.code]).toEqual([400, 'error_validation']);
    expect((await p.call.post('pushSubscribe', { endpoint: b.endpoint, keys: b.keys, locale: 'vi', topics: [] }, m.token)).status).toBe(400);
    expect((await p.call.post('pushStatus', {})).status).toBe(401);
  });
});

// Each test runs several full cron ticks (every job of the platform), a few seconds each on this machine.
describe('sending', { timeout: 90_000 }, () => {
  it('tells each browser that asked once that a withdrawal is paid: VAPID-signed, encrypted, in its locale; a rerun sends nothing', async () => {
    const m = await member();
    const phone = await browser('paid-vi');
    const tablet = await browser('paid-en');
    await withdraw(m, 200_000);
    const t0 = Date.now();
    await payWithdrawals(t0); // paid at t0 + 62 s, before anyone asked: never announced
    // Subscribed after that payment (the platform's clock is injected, as the cron tick's is).
    const asked = t0 + 70_000;
    const keysOf = (b: Browser) => ({ endpoint: b.endpoint, keys: b.keys });
    await subscribeAt(p.env.DB, m.id, { ...keysOf(phone), locale: 'vi', topics: ['withdrawal_paid'] }, asked);
    await subscribeAt(p.env.DB, m.id, { ...keysOf(tablet), locale: 'en', topics: ['withdrawal_paid', 'ticket_won'] }, asked);
    const id = await withdraw(m, 300_000);
    await payWithdrawals(asked);
    expect(await p.env.DB.prepare('SELECT status FROM withdrawals WHERE id = ?').bind(id).first()).toEqual({ status: 'paid' });
    expect(to(phone)).toHaveLength(1);
    expect(to(tablet)).toHaveLength(1);
    const claims = await checkVapid(to(phone)[0]!);
    expect(claims.exp! * 1000).toBeGreaterThan(Date.now());
    expect(await decrypt(phone, to(phone)[0]!.body)).toEqual({
      title: 'Đã chi trả rút tiền',
      body: `${new Intl.NumberFormat('vi', { style: 'currency', currency: 'VND' }).format(300_000)} đã được chuyển vào tài khoản ngân hàng của bạn.`,
      lang: 'vi',
      dir: 'ltr',
      url: '/#member/withdraw',
      tag: `withdrawal-paid:${id}`,
    });
    await checkVapid(to(tablet)[0]!);
    expect(await decrypt(tablet, to(tablet)[0]!.body)).toMatchObject({ title: 'Withdrawal paid', lang: 'en', url: '/en/#member/withdraw' });
    // Reruns, and two ticks at once, send nothing twice.
    await Promise.all([runCronTick(p.env, asked + 90_000), runCronTick(p.env, asked + 90_000)]);
    await runCronTick(p.env, asked + 120_000);
    expect(to(phone)).toHaveLength(1);
    expect(to(tablet)).toHaveLength(1);
  });

  it('tells of a lottery ticket settled as won, once', async () => {
    const db = p.env.DB;
    const m = await member();
    const b = await browser('ticket-ar');
    const t0 = Date.now();
    await scheduleDraws(db, t0, sandboxFeed(p.env));
    const draw = await db
      .prepare("SELECT issue, draw_at FROM lottery_draws WHERE game_code = 'LTLLOTTO' AND status = 'open' AND close_at > ? ORDER BY draw_at LIMIT 1")
      .bind(t0 + 1_000)
      .first<{ issue: string; draw_at: number }>();
    // Every last-two-digits number: the ticket cannot lose.
    const all = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));
    const ticket = await buyTicket(
      db,
      m.id,
      { ticketId: 'push-win-000001', gameCode: 'LTLLOTTO', issue: draw!.issue, playType: 'DE', numbers: all, unitStake: 1_000 },
      t0,
    );
    expect(ticket).toMatchObject({ status: 'pending' });
    await subscribe(m, b, ['ticket_won'], 'ar');
    await runCronTick(p.env, draw!.draw_at);
    await runCronTick(p.env, draw!.draw_at + 1_000);
    const row = await db
      .prepare('SELECT id, status, payout, issue FROM lottery_tickets WHERE member_id = ?')
      .bind(m.id)
      .first<{ id: number; status: string; payout: number; issue: string }>();
    expect(row).toMatchObject({ status: 'won' });
    expect(to(b)).toHaveLength(1);
    await checkVapid(to(b)[0]!);
    const notice = (await decrypt(b, to(b)[0]!.body)) as Record<string, string>;
    expect(notice).toMatchObject({ title: 'فازت تذكرتك', lang: 'ar', dir: 'rtl', url: '/ar/#member/personalHistoryCopy', tag: `ticket-won:${row!.id}` });
    expect(notice.body).toContain(row!.issue);
    await runCronTick(p.env, draw!.draw_at + 2_000);
    expect(to(b)).toHaveLength(1);
  });

  it('removes a subscription the push service reports gone (410), and sends it nothing more', async () => {
    const m = await member();
    const b = await browser('gone');
    service.answers.set(b.path, 410);
    await withdraw(m);
    await subscribe(m, b, ['withdrawal_paid']);
    await payWithdrawals(Date.now());
    expect(to(b)).toHaveLength(1);
    expect(await p.env.DB.prepare('SELECT COUNT(*) AS n FROM push_subscriptions WHERE endpoint = ?').bind(b.endpoint).first()).toEqual({ n: 0 });
    expect((await p.call.post('pushStatus', { endpoint: b.endpoint }, m.token)).body.value.topics).toEqual([]);
    await withdraw(m);
    await payWithdrawals(Date.now());
    expect(to(b)).toHaveLength(1);
  });

  it('retries a push service error on later ticks, at most three requests in all', async () => {
    const m = await member();
    const b = await browser('flaky');
    service.answers.set(b.path, 503);
    await withdraw(m);
    await subscribe(m, b, ['withdrawal_paid']);
    const t0 = Date.now();
    await payWithdrawals(t0);
    for (let i = 1; i <= 4; i += 1) await runCronTick(p.env, t0 + 62_000 + i * 60_000);
    expect(to(b)).toHaveLength(3);
  });

  it('sends nothing to a member who turned notifications off, or only asked about something else', async () => {
    const m = await member();
    const off = await browser('off');
    const lotteryOnly = await browser('lottery-only');
    await withdraw(m);
    await subscribe(m, off, ['withdrawal_paid']);
    await subscribe(m, lotteryOnly, ['ticket_won']);
    expect((await p.call.post('pushUnsubscribe', { endpoint: off.endpoint }, m.token)).body.value.topics).toEqual([]);
    await payWithdrawals(Date.now());
    expect(await p.env.DB.prepare("SELECT status FROM withdrawals WHERE member_id = ? AND status = 'paid'").bind(m.id).first()).toEqual({ status: 'paid' });
    expect(to(off)).toHaveLength(0);
    expect(to(lotteryOnly)).toHaveLength(0);
  });
});
