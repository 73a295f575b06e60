/**
 * The registration form of the /register page (SPEC §2.6, isPage: with the reset button).
 * Server-rendered, hydrated by `client:intent` when the visitor first focuses or taps it.
 */
import { RegisterForm } from '../features/auth/components/RegisterForm.tsx';
import { MessagesProvider, type Messages } from '../lib/i18n/translate.ts';

/** Props from the page: its messages and the current locale's links. */
export interface RegisterPageIslandProps { messages: Messages; homeHref: string; agreementHref: string }

/** The page-mode registration form. */
export default function RegisterPageIsland({ messages, homeHref, agreementHref }: RegisterPageIslandProps) {
  return (
    <MessagesProvider messages={messages}>
      <RegisterForm isPage homeHref={homeHref} agreementHref={agreementHref} />
    </MessagesProvider>
  );
}
