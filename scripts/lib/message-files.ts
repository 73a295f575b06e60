/**
 * Reads the message files of one locale the way paraglide does (i18n/project.inlang pathPattern):
 * the core file `i18n/messages/{locale}.json` plus one file per area folder
 * (`i18n/messages/{area}/{locale}.json`, e.g. auth, account, games, site). Areas keep parallel
 * work from editing the same 37 files; keys stay globally unique (the messages test checks it).
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';

const root = 'i18n/messages';

/** The area folders under i18n/messages, e.g. ['account', 'auth', 'games', 'site']. */
export function messageAreas(): string[] {
  return readdirSync(root)
    .filter((f) => statSync(`${root}/${f}`).isDirectory())
    .sort();
}

/** One file's messages (`$schema` dropped), `{}` when the file is absent. */
export function loadMessageFile(path: string): Record<string, string> {
  if (!existsSync(path)) return {};
  const m = JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
  delete m.$schema;
  return m;
}

/** Every message of `locale`, core and areas merged: key → template. */
export function loadMessages(locale: string): Record<string, string> {
  const out = loadMessageFile(`${root}/${locale}.json`);
  for (const area of messageAreas()) Object.assign(out, loadMessageFile(`${root}/${area}/${locale}.json`));
  return out;
}

/** Keys defined in more than one file of `locale` (must be none). */
export function duplicateKeys(locale: string): string[] {
  const seen = new Set(Object.keys(loadMessageFile(`${root}/${locale}.json`)));
  const dup: string[] = [];
  for (const area of messageAreas()) {
    for (const k of Object.keys(loadMessageFile(`${root}/${area}/${locale}.json`))) {
      if (seen.has(k)) dup.push(k);
      seen.add(k);
    }
  }
  return dup;
}
