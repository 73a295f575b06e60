// The architecture of DESIGN.md "Layout" and "Shape for growth", checked on the source tree. The
// import zones (features do not import each other; pages, islands, components, features and lib
// never import the sandbox platform; the platform never imports UI code; lib and contracts never
// import a feature; scripts never import tests) are `import-x/no-restricted-paths` in
// eslint.config.js, enforced by `npm run lint`; here each zone is shown to fire on an offending
// file, and the `.astro` files, which ESLint does not parse here, are scanned for the same zones.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { overlayPages } from '../../src/islands/overlay-pages.ts';
import { loadMessages } from '../../scripts/lib/message-files.ts';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : /\.(ts|tsx|astro|mjs)$/.test(f) ? [p] : [];
  });
}

/** The `.astro` files under `dir`: the part of the tree ESLint does not parse here. */
const astroFiles = (dir: string) => files(dir).filter((f) => f.endsWith('.astro'));
/** A TypeScript module under `dir`, to import from a probe. */
const moduleIn = (dir: string) => files(dir).find((f) => /\.tsx?$/.test(f))!;

/** Import specifiers of a file, resolved against its folder to a path from the repo root. */
function imports(file: string): string[] {
  const src = readFileSync(file, 'utf8');
  const specs = [...src.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g)].map((m) => m[1]!);
  return specs.filter((s) => s.startsWith('.')).map((s) => join(file, '..', s));
}

const features = readdirSync('src/features').filter((f) => statSync(`src/features/${f}`).isDirectory());

const eslint = new ESLint();

/** The import-zone errors ESLint reports for `code` placed at `filePath` (the file need not exist; the import must). */
async function zoneErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

describe('architecture: import zones (eslint.config.js)', () => {
  it.each(features)('fences feature %s off from every other feature, not from its own files', async (feature) => {
    const other = features.find((f) => f !== feature)!;
    const otherFile = moduleIn(`src/features/${other}`).replace(`src/features/${other}/`, '');
    const ownFile = moduleIn(`src/features/${feature}`).replace(`src/features/${feature}/`, '');
    expect(await zoneErrors(`src/features/${feature}/zone-probe.ts`, `import '../${other}/${otherFile}';\n`)).toEqual([
      expect.stringContaining('Features never import each other'),
    ]);
    expect(await zoneErrors(`src/features/${feature}/zone-probe.ts`, `import './${ownFile}';\n`)).toEqual([]);
  });

  it.each(['src/pages', 'src/islands', 'src/components', 'src/features/member', 'src/lib', 'src/layouts'])(
    'keeps the sandbox platform out of %s',
    async (dir) => {
      const platformFile = moduleIn('src/platform');
      const up = '../'.repeat(dir.split('/').length);
      expect(await zoneErrors(`${dir}/zone-probe.ts`, `import '${up}${platformFile}';\n`)).toEqual([expect.stringContaining('server-only')]);
    },
  );

  it('keeps UI code out of the platform, and lets it use pure lib helpers', async () => {
    for (const ui of [
      '../lib/ui/Dialog.tsx',
      '../lib/session/session.ts',
      '../features/member/pages.ts',
      '../islands/overlay-pages.ts',
      '../lib/ui/overlay/Pagination.tsx',
    ]) {
      expect(await zoneErrors('src/platform/zone-probe.ts', `import '${ui}';\n`), ui).toEqual([expect.stringContaining('never imports UI code')]);
    }
    expect(await zoneErrors('src/platform/zone-probe.ts', `import '../lib/format-money.ts';\n`)).toEqual([]);
  });

  it.each(['src/lib', 'src/contracts'])('keeps %s free of features', async (dir) => {
    expect(await zoneErrors(`${dir}/zone-probe.ts`, `import '../features/member/pages.ts';\n`)).toEqual([expect.stringContaining('never import one')]);
  });

  it('keeps scripts free of test code', async () => {
    expect(await zoneErrors('scripts/zone-probe.mjs', `import '../tests/helpers/platform.ts';\n`)).toEqual([
      expect.stringContaining('never depend on test code'),
    ]);
  });
});

describe('architecture', () => {
  it.each(features)('feature %s imports no other feature from an .astro file', (feature) => {
    const offending = astroFiles(`src/features/${feature}`).flatMap((f) =>
      imports(f)
        .filter((p) => p.startsWith('src/features/') && !p.startsWith(`src/features/${feature}/`))
        .map((p) => `${f} → ${p}`),
    );
    expect(offending).toEqual([]);
  });

  it('keeps the sandbox platform out of the .astro files of pages, components, features and layouts', () => {
    const offending = ['src/pages', 'src/components', 'src/features', 'src/layouts'].flatMap((d) =>
      astroFiles(d).flatMap((f) =>
        imports(f)
          .filter((p) => p.startsWith('src/platform/'))
          .map((p) => `${f} → ${p}`),
      ),
    );
    expect(offending).toEqual([]);
  });

  // Astro's own client:load/idle/visible drop what a visitor typed or tapped before React came;
  // client:intent keeps both (src/lib/hydration/intent-directive.ts, typed-values.ts).
  it('hydrates every island through client:intent, which keeps taps and typed text from before hydration', () => {
    const offending = files('src').filter((f) => f.endsWith('.astro') && /client:(load|idle|visible|media)\b/.test(readFileSync(f, 'utf8')));
    expect(offending).toEqual([]);
    expect(files('src').some((f) => f.endsWith('.astro') && readFileSync(f, 'utf8').includes('client:intent="load"'))).toBe(true);
  });

  it('reads the imports of an .astro file (the scan itself can fail)', () => {
    expect(imports('src/pages/[...locale]/lottery.astro').some((p) => p.startsWith('src/features/'))).toBe(true);
  });

  it('registers every overlay page once, with a translated title and a SPEC section', () => {
    const ids = overlayPages.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    const en = loadMessages('en');
    for (const p of overlayPages) {
      expect(en, p.id).toHaveProperty(p.titleKey);
      expect(p.section).toMatch(/§\d/);
    }
    expect(ids).toEqual(
      expect.arrayContaining([
        'securityCenter',
        'transferFund',
        'depositv2',
        'withdraw',
        'transferUpline',
        'personalHistoryCopy',
        'transactionHistory',
        'personalProfit',
        'bonusDetails',
        'rewardCenter',
        'referral',
        'missionLeaderboard',
        'messageV2',
        'manualRebate',
        'playerRank',
        'agentTeamOverview',
      ]),
    );
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
        ...(f !== 'src/platform/index.ts' && !HANDLER_FILE.test(src)
          ? imports(f)
              .filter((p) => p.startsWith('src/platform/') && HANDLER_FILE.test(readFileSync(p, 'utf8')))
              .map((p) => `${f} → ${p}`)
          : []),
      ];
    });
    expect(offending).toEqual([]);
  });

  it('keeps the API out of feature pages and components: they read stores and call store actions (lib/remote.ts)', () => {
    // Value imports only: a page may name a route's value type (`import type`), never call a route.
    const valueImports = (file: string) =>
      [...readFileSync(file, 'utf8').matchAll(/(?:^|\n)\s*(?:import|export)\s+(?!type\b)[^;]*?from\s+['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]/g)]
        .map((m) => (m[1] ?? m[2])!)
        .filter((s) => s.startsWith('.'))
        .map((s) => join(file, '..', s));
    const forbidden = ['src/lib/api-client.ts', 'src/lib/remote.ts'];
    const uiFiles = features.flatMap((f) =>
      ['pages', 'components'].flatMap((d) =>
        statSync(`src/features/${f}`).isDirectory() && readdirSync(`src/features/${f}`).includes(d) ? files(`src/features/${f}/${d}`) : [],
      ),
    );
    const offending = uiFiles.flatMap((f) =>
      valueImports(f)
        .filter((p) => forbidden.includes(p))
        .map((p) => `${f} → ${p}`),
    );
    expect(uiFiles.length).toBeGreaterThan(30);
    expect(offending).toEqual([]);
    // The check itself can fail: a store's value import of the client is seen, a page's type import is not.
    expect(valueImports('src/features/cashier/stores/deposit.ts')).toContain('src/lib/api-client.ts');
    expect(valueImports('src/features/agent/pages/agentContracts/ContractsPage.tsx')).not.toContain('src/lib/api-client.ts');
  });
});
