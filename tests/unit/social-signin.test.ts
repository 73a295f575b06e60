// Social sign-in through the provider interface (SPEC §2.5): icons only when the
// external-login option is on and a provider is configured, checked with a fake provider.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { externalLogin, socialSignInLinks, type SocialProvider } from '../../src/contracts/social-login.ts';
import { SocialSignIn } from '../../src/features/identity/components/SocialSignIn.tsx';
import { MessagesProvider } from '../../src/lib/i18n/translate.ts';

const fake: SocialProvider = {
  id: 'fakeid',
  name: 'FakeID',
  iconUrl: '/icons/fakeid.svg',
  signInUrl: ({ locale, returnTo }) => `https://id.example/authorize?lang=${locale}&return_to=${encodeURIComponent(returnTo)}`,
};
const render = (links: ReturnType<typeof socialSignInLinks>) =>
  renderToStaticMarkup(
    createElement(MessagesProvider, {
      messages: { auth_social_title: 'Or sign in with', auth_social_link: 'Sign in with {provider}' },
      locale: 'en',
      children: createElement(SocialSignIn, { links }),
    }),
  );

describe('social sign-in icons', () => {
  it('shows nothing in the sandbox, where the option is off and no provider is configured', () => {
    expect(socialSignInLinks(externalLogin, { locale: 'vi', returnTo: '/' })).toEqual([]);
    expect(render([])).toBe('');
  });

  it('shows nothing while the option is off, even with a provider', () => {
    expect(socialSignInLinks({ enabled: false, providers: [fake] }, { locale: 'en', returnTo: '/en/' })).toEqual([]);
  });

  it('draws one labelled link per provider when the option is on', () => {
    const links = socialSignInLinks({ enabled: true, providers: [fake] }, { locale: 'en', returnTo: '/en/' });
    expect(links).toEqual([{ id: 'fakeid', name: 'FakeID', iconUrl: '/icons/fakeid.svg', href: 'https://id.example/authorize?lang=en&return_to=%2Fen%2F' }]);
    const html = render(links);
    expect(html).toContain('aria-label="Sign in with FakeID"');
    expect(html).toContain('href="https://id.example/authorize?lang=en&amp;return_to=%2Fen%2F"');
    expect(html).toContain('src="/icons/fakeid.svg"');
    expect(html).toContain('Or sign in with');
  });
});
