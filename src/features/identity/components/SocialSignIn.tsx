/**
 * Social sign-in icons under the registration form (SPEC §2.5): one labelled
 * link per configured provider; nothing at all when the external-login option is off or no
 * provider is configured.
 */
import type { SocialSignInLink } from '../../../contracts/social-login.ts';
import { useT } from '../../../lib/i18n/translate.ts';

/** The icon row, or null without links. */
export function SocialSignIn({ links }: { links: readonly SocialSignInLink[] }) {
  const t = useT();
  if (!links.length) return null;
  return (
    <nav className="social-signin" aria-label={t('auth_social_title')}>
      <p className="form__hint">{t('auth_social_title')}</p>
      <ul className="social-signin__list">
        {links.map((l) => (
          <li key={l.id}>
            <a className="social-signin__link" href={l.href} aria-label={t('auth_social_link', { provider: l.name })}>
              <img src={l.iconUrl} alt="" width={24} height={24} />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
