/**
 * The sign-up and sign-in options a page passes to the auth islands, from the feature flags of
 * the content snapshot (SPEC §5.3) and the external-login setting: which registration types exist
 * (USERNAMEREG3, MOBILENUMREG3), whether SMS-code login is offered (MOBILEVERCODELOGIN3), whether
 * an expired password must be changed (PWDEXPFORCECHANGE3), and the social sign-in links.
 * {@link identityOptions} runs at build time (in .astro files); islands import only the type.
 */
import { externalLogin, socialSignInLinks, type SocialSignInLink } from '../../contracts/social-login.ts';
import type { RegisterKind } from '../../contracts/validation/register-rules.ts';
import { flagEnabled } from '../../lib/content.ts';

/** Serializable options of the login and registration forms. */
export interface IdentityOptions {
  registerKinds: RegisterKind[];
  smsLogin: boolean;
  forceChangeOnExpiry: boolean;
  socialLinks: SocialSignInLink[];
}

/** The options for `locale`, whose home is `homeHref`. Server-only (reads the content snapshot). */
export function identityOptions(locale: string, homeHref: string): IdentityOptions {
  const kinds: RegisterKind[] = [];
  if (flagEnabled('USERNAMEREG3')) kinds.push('username');
  if (flagEnabled('MOBILENUMREG3')) kinds.push('mobile');
  return {
    registerKinds: kinds.length ? kinds : ['username'],
    smsLogin: flagEnabled('MOBILEVERCODELOGIN3'),
    forceChangeOnExpiry: flagEnabled('PWDEXPFORCECHANGE3'),
    socialLinks: socialSignInLinks(externalLogin, { locale, returnTo: homeHref }),
  };
}
