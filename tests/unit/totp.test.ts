// TOTP for the authenticator step of the two-step verification (RFC 6238, SHA-1 test vectors).
import { base32Decode, hotp, totp, verifyTotp } from '../../src/platform/crypto/totp.ts';

const rfcKey = new TextEncoder().encode('12345678901234567890');

describe('TOTP (RFC 6238)', () => {
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('matches the SHA-1 test vector at T=%i', async (seconds, expected) => {
    expect(await totp(rfcKey, seconds * 1000, 8)).toBe(expected);
  });

  it('matches the RFC 4226 HOTP vectors', async () => {
    const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];
    for (const [i, code] of expected.entries()) expect(await hotp(rfcKey, i)).toBe(code);
  });

  it('decodes base32 secrets as authenticator apps write them', () => {
    expect([...base32Decode('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ')]).toEqual([...rfcKey]);
    expect([...base32Decode('gezd gnbv gy3t qojq gezd gnbv gy3t qojq')]).toEqual([...rfcKey]);
    expect(() => base32Decode('01')).toThrow();
  });

  it('accepts the code of the current step and one step of drift, nothing else', async () => {
    const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    const t = 1111111111_000;
    const step = Math.floor(t / 30_000);
    expect(await verifyTotp(secret, await totp(rfcKey, t), t)).toBe(step);
    expect(await verifyTotp(secret, await totp(rfcKey, t - 30_000), t)).toBe(step - 1);
    expect(await verifyTotp(secret, await totp(rfcKey, t + 30_000), t)).toBe(step + 1);
    expect(await verifyTotp(secret, await totp(rfcKey, t - 90_000), t)).toBeNull();
    expect(await verifyTotp(secret, 'abcdef', t)).toBeNull();
    expect(await verifyTotp(secret, '1234567', t)).toBeNull();
  });
});
