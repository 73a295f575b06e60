/**
 * The registration form of the /register page (SPEC §2.6, isPage: with the reset button).
 * Server-rendered, hydrated by `client:intent` when the visitor first focuses or taps it.
 */
import { RegisterForm } from '../features/identity/components/RegisterForm.tsx';
import type { IdentityOptions } from '../features/identity/identity-options.ts';
import { MessagesProvider, type Messages } from '../lib/i18n/translate.ts';

/** Props from the page: its messages, the current locale's links and the sign-up options. */
export interface RegisterPageIslandProps {
  messages: Messages;
  /** The page's locale (numbers in messages). */
  locale: string;
  homeHref: string;
  agreementHref: string;
  identity: IdentityOptions;
}

/** The page-mode registration form. */
export default function RegisterPageIsland({ messages, locale, homeHref, agreementHref, identity }: RegisterPageIslandProps) {
  return (
    <MessagesProvider messages={messages} locale={locale}>
      <RegisterForm isPage homeHref={homeHref} agreementHref={agreementHref} kinds={identity.registerKinds} socialLinks={identity.socialLinks} />
    </MessagesProvider>
  );
}
