// The /game close link's return path (SPEC §2.1 /game): only a path of this origin, never one a
// browser would turn into another host (tabs, line breaks, backslashes, protocol-relative).
import { isSameOriginPath } from '../../src/features/launcher/game-frame.ts';

describe('the close link of the game frame', () => {
  it('accepts lobby paths of this origin', () => {
    expect(isSameOriginPath('/rng/')).toBe(true);
    expect(isSameOriginPath('/en/inhouse/?tab=dice')).toBe(true);
  });

  it('refuses paths a browser would send to another host', () => {
    for (const href of [
      '//evil.example/',
      '/\t/evil.example/',
      '/\r/evil.example/',
      '/\n/evil.example/',
      '/\\evil.example/',
      ' /rng/',
      'https://evil.example/',
      'javascript:alert(1)',
      '/ /evil',
    ]) {
      expect(isSameOriginPath(href), JSON.stringify(href)).toBe(false);
    }
    expect(isSameOriginPath(new URLSearchParams('from=/%09/evil.example/').get('from'))).toBe(false);
  });
});
