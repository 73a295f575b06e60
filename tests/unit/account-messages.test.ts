// Every message of the account area reaches the header island, whose lazy forms show them.
import { accountMessageKeys } from '../../src/components/account-message-keys.ts';
import { loadMessageFile } from '../../scripts/lib/message-files.ts';

describe('account message keys', () => {
  it('lists every key of i18n/messages/account for the header island', () => {
    const keys = Object.keys(loadMessageFile('i18n/messages/account/en.json'));
    expect(keys.length).toBeGreaterThan(20);
    for (const k of keys) expect(accountMessageKeys, k).toContain(k);
  });
});
