/**
 * Social sign-in (SPEC §2.5 "Social sign-in icons (two providers) appear under the register form
 * when the external login option is enabled") through a provider interface. An
 * operator turns the option on and lists providers in {@link externalLogin}; the pages build the
 * links at build time and the registration form draws one icon per provider. The sandbox
 * configures none, so no icons show.
 */

/** A sign-in provider (e.g. an OAuth identity provider). */
export interface SocialProvider {
  /** Stable id, e.g. `google`. */
  id: string;
  /** Brand name shown to people, e.g. `Google` (not translated). */
  name: string;
  /** Icon image URL (same origin or the CDN), drawn at 24×24. */
  iconUrl: string;
  /** Where the sign-in starts: the provider's authorize URL with the portal's return address. */
  signInUrl(context: { locale: string; returnTo: string }): string;
}

/** The external-login option and its providers. */
export interface ExternalLoginConfig {
  enabled: boolean;
  providers: readonly SocialProvider[];
}

/** What an island needs to draw one provider icon (serializable, built at build time). */
export interface SocialSignInLink {
  id: string;
  name: string;
  iconUrl: string;
  href: string;
}

/** The portal's setting: off, no providers (none is configured in the sandbox). */
export const externalLogin: ExternalLoginConfig = { enabled: false, providers: [] };

/** The links to draw: one per provider when the option is on, none otherwise. */
export function socialSignInLinks(config: ExternalLoginConfig, context: { locale: string; returnTo: string }): SocialSignInLink[] {
  if (!config.enabled) return [];
  return config.providers.map((p) => ({ id: p.id, name: p.name, iconUrl: p.iconUrl, href: p.signInUrl(context) }));
}
