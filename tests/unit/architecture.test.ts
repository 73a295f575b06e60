// The architecture of DESIGN.md "Layout" and "Shape for growth", checked on the source tree:
// features do not import each other; pages, islands, components, features and lib never import the
// sandbox platform; lib never imports a feature; every overlay page id is unique and has a title.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { overlayPages } from '../../src/islands/overlay-pages.ts';
import { loadMessages } from '../helpers/message-files.ts';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : /\.(ts|tsx|astro|mjs)$/.test(f) ? [p] : [];
  });
}

/** Import specifiers of a file, resolved against its folder to a path from the repo root. */
function imports(file: string): string[] {
  const src = readFileSync(file, 'utf8');
  const specs = [...src.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g)].map((m) => m[1]!);
  return specs.filter((s) => s.startsWith('.')).map((s) => join(file, '..', s));
}

const features = readdirSync('src/features').filter((f) => statSync(`src/features/${f}`).isDirectory());

describe('architecture', () => {
  it.each(features)('feature %s imports no other feature', (feature) => {
    const offending = files(`src/features/${feature}`).flatMap((f) =>
      imports(f).filter((p) => p.startsWith('src/features/') && !p.startsWith(`src/features/${feature}/`)).map((p) => `${f} → ${p}`),
    );
    expect(offending).toEqual([]);
  });

  it('keeps the sandbox platform out of pages, islands, components, features and lib', () => {
    const offending = ['src/pages', 'src/islands', 'src/components', 'src/features', 'src/lib', 'src/layouts'].flatMap((d) =>
      files(d).flatMap((f) => imports(f).filter((p) => p.startsWith('src/platform/')).map((p) => `${f} → ${p}`)),
    );
    expect(offending).toEqual([]);
  });

  it('keeps lib and contracts free of features', () => {
    const offending = ['src/lib', 'src/contracts'].flatMap((d) => files(d).flatMap((f) => imports(f).filter((p) => p.startsWith('src/features/')).map((p) => `${f} → ${p}`)));
    expect(offending).toEqual([]);
  });

  it('detects a cross-feature import when there is one (the check itself can fail)', () => {
    expect(imports('src/islands/overlay-pages.ts').some((p) => p.startsWith('src/features/member/'))).toBe(true);
  });

  it('registers every overlay page once, with a translated title and a SPEC section', () => {
    const ids = overlayPages.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    const en = loadMessages('en');
    for (const p of overlayPages) {
      expect(en, p.id).toHaveProperty(p.titleKey);
      expect(p.section).toMatch(/§\d/);
    }
    expect(ids).toEqual(expect.arrayContaining(['securityCenter', 'transferFund', 'depositv2', 'withdraw', 'transferUpline', 'personalHistoryCopy', 'transactionHistory', 'personalProfit', 'bonusDetails', 'rewardCenter', 'referral', 'missionLeaderboard', 'messageV2', 'manualRebate', 'playerRank', 'agentTeamOverview']));
  });

  it('keeps the API out of feature pages and components: they read stores and call store actions (lib/remote.ts)', () => {
    // Value imports only: a page may name a route's value type (`import type`), never call a route.
    const valueImports = (file: string) =>
      [...readFileSync(file, 'utf8').matchAll(/(?:^|\n)\s*(?:import|export)\s+(?!type\b)[^;]*?from\s+['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]/g)]
        .map((m) => (m[1] ?? m[2])!)
        .filter((s) => s.startsWith('.'))
        .map((s) => join(file, '..', s));
    const forbidden = ['src/lib/api-client.ts', 'src/lib/remote.ts'];
    const uiFiles = features.flatMap((f) => ['pages', 'components'].flatMap((d) => (statSync(`src/features/${f}`).isDirectory() && readdirSync(`src/features/${f}`).includes(d) ? files(`src/features/${f}/${d}`) : [])));
    const offending = uiFiles.flatMap((f) => valueImports(f).filter((p) => forbidden.includes(p)).map((p) => `${f} → ${p}`));
    expect(uiFiles.length).toBeGreaterThan(30);
    expect(offending).toEqual([]);
    // The check itself can fail: a store's value import of the client is seen, a page's type import is not.
    expect(valueImports('src/features/cashier/stores/deposit.ts')).toContain('src/lib/api-client.ts');
    expect(valueImports('src/features/agent/pages/agentContracts/ContractsPage.tsx')).not.toContain('src/lib/api-client.ts');
  });
});
