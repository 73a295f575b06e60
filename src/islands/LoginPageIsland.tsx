/**
 * The login form of the /login page (SPEC §2.1 "Login page"): the auth feature's own form, in the
 * page instead of the modal. Server-rendered, hydrated by `client:intent` on the first focus or
 * tap; after a successful sign-in the visitor goes home (SPEC §4 "The user goes to /").
 */
import { useEffect } from 'react';
import { LoginForm } from '../features/identity/components/LoginForm.tsx';
import { MessagesProvider, type Messages } from '../lib/i18n/translate.ts';

/** Props from the page: its messages and the current locale's home. */
export interface LoginPageIslandProps {
  messages: Messages;
  /** The page's locale (numbers in messages). */
  locale: string;
  homeHref: string;
}

/** The page-mode login form. */
export default function LoginPageIsland({ messages, locale, homeHref }: LoginPageIslandProps) {
  // The form's register link opens the header's modal: wake the header island too.
  useEffect(() => {
    document.dispatchEvent(new Event('portal:intent'));
  }, []);
  return (
    <MessagesProvider messages={messages} locale={locale}>
      <LoginForm onSignedIn={() => window.location.assign(homeHref)} />
    </MessagesProvider>
  );
}
