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

  // The platform split (DESIGN.md "Platform per area"): every handler in an area folder, in one map
  // typed from the route table, and nothing loose at the platform root.
  it('keeps only the entry point at the platform root, and no handlers/ folder', () => {
    const loose = readdirSync('src/platform').filter((f) => statSync(join('src/platform', f)).isFile());
    expect(loose).toEqual(['index.ts']);
    expect(readdirSync('src/platform')).not.toContain('handlers');
  });

  it('types every area handler map from the route table and merges each one into the dispatcher', () => {
    const index = readFileSync('src/platform/index.ts', 'utf8');
    const maps = files('src/platform').filter((f) => f.endsWith('/routes.ts'));
    expect(maps.length).toBeGreaterThan(10);
    for (const f of maps) {
      const area = f.split('/').at(-2)!;
      const name = `${area}Handlers`;
      expect(readFileSync(f, 'utf8'), f).toMatch(new RegExp(`export const ${name}: RouteHandlers = \\{`));
      expect(index, f).toContain(`...${name},`);
    }
  });

  const HANDLER_FILE = /RouteHandler<'|: RouteHandlers = /;
  it('leaves no untyped handler, no null check of the token route caller, and no rule file importing a handler', () => {
    const platform = files('src/platform');
    const offending = platform.flatMap((f) => {
      const src = readFileSync(f, 'utf8');
      return [
        ...(/Handler<never>/.test(src) ? [`${f}: Handler<never>`] : []),
        ...(/ctx\.member!/.test(src) ? [`${f}: ctx.member!`] : []),
        // A rule or infrastructure file (one that defines no handler) never imports a handler file.
        ...(f !== 'src/platform/index.ts' && !HANDLER_FILE.test(src) ? imports(f).filter((p) => p.startsWith('src/platform/') && HANDLER_FILE.test(readFileSync(p, 'utf8'))).map((p) => `${f} → ${p}`) : []),
      ];
    });
    expect(offending).toEqual([]);
  });
});
