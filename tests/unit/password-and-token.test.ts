// Password hashing (Argon2id, OWASP parameters) and session tokens (DESIGN.md "Passwords", "Session").
import { hashPassword, verifyPassword } from '../../src/platform/crypto/password.ts';
import { newSessionToken, sha256Hex } from '../../src/platform/crypto/token.ts';
import { setUpHashing } from '../helpers/platform.ts';

beforeAll(setUpHashing);

describe('password hashing', () => {
  it('stores an Argon2id PHC string with OWASP parameters and a fresh salt', async () => {
    const a = await hashPassword('Demo1234');
    const b = await hashPassword('Demo1234');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(a).not.toBe(b);
  });

  it('verifies the right password and rejects a wrong or malformed one', async () => {
    const h = await hashPassword('Demo1234');
    expect(await verifyPassword('Demo1234', h)).toBe(true);
    expect(await verifyPassword('demo1234', h)).toBe(false);
    expect(await verifyPassword('Demo1234', 'not-a-hash')).toBe(false);
  });
});

describe('session tokens', () => {
  it('carry at least 128 random bits and never repeat', () => {
    const tokens = new Set(Array.from({ length: 200 }, newSessionToken));
    expect(tokens.size).toBe(200);
    for (const t of tokens) expect(t).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 bytes
  });

  it('are stored as SHA-256 hex', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
