// Every ledger kind the platform writes has its own label in the account record, in every locale
// (SPEC §2.7 transactionHistory; DESIGN.md "Messages"). The message files are read directly: the
// compiled messages only gain a key when they are recompiled. That LEDGER_KINDS lists every kind
// the platform writes is tsc's job: postTransaction takes a LedgerKind.
import { LEDGER_KINDS, WALLET_LEDGER_KINDS } from '../../src/contracts/ledger-kinds.ts';
import { locales } from '../../src/contracts/locales.ts';
import { ledgerKindLabelKey } from '../../src/features/member/components/MovementsTable.tsx';
import { loadMessages } from '../../scripts/lib/message-files.ts';

describe('ledger kinds in the account record', () => {
  it('names every kind with a key of its own, not "Other"', () => {
    const unnamed = LEDGER_KINDS.filter((k) => ledgerKindLabelKey(k) === ledgerKindLabelKey('no_such_kind'));
    expect(unnamed).toEqual([]);
    expect(ledgerKindLabelKey('no_such_kind')).toBe('member_kind_other');
  });

  it.each(locales)('%s has a translated label for every kind', (locale) => {
    const messages = loadMessages(locale);
    const missing = [...LEDGER_KINDS, 'no_such_kind'].map(ledgerKindLabelKey).filter((key) => !messages[key]?.trim());
    expect(missing).toEqual([]);
  });

  it('offers every wallet kind in the filter and gives each its own label', () => {
    const en = loadMessages('en');
    const labels = WALLET_LEDGER_KINDS.map((k) => en[ledgerKindLabelKey(k)]);
    expect(new Set(labels).size).toBe(WALLET_LEDGER_KINDS.length);
  });
});
