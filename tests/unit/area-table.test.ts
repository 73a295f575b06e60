// One folder per area in every layer (DESIGN.md "Route table per area", "Platform per area"), and the
// README's "SPEC section → folder" table generated from the route table and the overlay registry
// (scripts/area-table.ts), so the table a reader trusts cannot drift from the tree.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { AREA_TABLE_END, AREA_TABLE_START, areaTable, FEATURE_AREA, featuresByArea } from '../../scripts/area-table.ts';
import { routeAreas, routeAreaSections } from '../../src/contracts/routes.ts';

const areas = Object.keys(routeAreas);
// Platform folders that are shared infrastructure rather than an area of the route table.
const PLATFORM_SHARED = ['lib', 'crypto', 'services', 'policies', 'seed', 'migrations', 'cron'];

/** The text between the markers of `readme`, or null when the markers are missing. */
function tableIn(readme: string): string | null {
  const start = readme.indexOf(AREA_TABLE_START);
  const end = readme.indexOf(AREA_TABLE_END);
  return start === -1 || end < start ? null : readme.slice(start + AREA_TABLE_START.length, end).trim();
}

describe('one folder per area', () => {
  it.each(areas)('area %s has its contracts file and its platform folder', (area) => {
    expect(existsSync(`src/contracts/routes/${area}.ts`)).toBe(true);
    expect(existsSync(`src/platform/${area}/routes.ts`)).toBe(true);
    expect(routeAreaSections[area as keyof typeof routeAreas]).toMatch(/§\d|sandbox only/);
  });

  it('has no platform folder outside the areas and the shared infrastructure', () => {
    const dirs = readdirSync('src/platform', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
    expect(dirs.filter((d) => !areas.includes(d) && !PLATFORM_SHARED.includes(d))).toEqual([]);
  });

  it('has no contracts area file without an area, and no feature folder outside the areas', () => {
    const files = readdirSync('src/contracts/routes').map((f) => f.replace(/\.ts$/, ''));
    expect(files.filter((f) => !areas.includes(f))).toEqual([]);
    expect([...featuresByArea().keys()].filter((a) => !areas.includes(a))).toEqual([]);
    expect(Object.values(FEATURE_AREA).every((a) => areas.includes(a))).toBe(true);
  });
});

describe('the README table of areas', () => {
  it('lists every area once, with its folders', () => {
    const rows = areaTable().split('\n').slice(2);
    expect(rows.map((r) => r.split(' | ')[1])).toEqual(areas);
    for (const row of rows) expect(row).toMatch(/`src\/contracts\/routes\/\w+\.ts` \(\d+\) \| `src\/platform\/\w+\/`/);
  });

  it('finds a drifted copy (the check itself can fail)', () => {
    const drifted = `${AREA_TABLE_START}\n${areaTable().replace('| identity |', '| auth |')}\n${AREA_TABLE_END}`;
    expect(tableIn(drifted)).not.toBe(areaTable());
  });

  it('is the generated table (node scripts/area-table.ts prints the copy for README.md)', () => {
    expect(tableIn(readFileSync('README.md', 'utf8'))).toBe(areaTable());
  });
});
