/**
 * The login modal rendered to plain HTML at build time, for the header's `<template>` (DESIGN.md
 * budget: the login form usable within 1.5 s of the tap on Slow 4G). A tap on Log in before the
 * header has hydrated opens a copy of it (src/lib/hydration/shell.ts), so a visitor types at
 * once; the React modal adopts what was typed when it opens. Being the same components, the
 * copy looks and reads exactly like the modal that replaces it. Never hydrated.
 */
import { MessagesProvider, type Messages } from '../../../lib/i18n/translate.ts';
import AuthModal, { type AuthModalProps } from './AuthModal.tsx';

/** Props: the header island's messages and the modal's own props. */
export interface LoginShellProps extends AuthModalProps {
  messages: Messages;
  /** The page's locale (numbers in messages). */
  locale: string;
}

/** The closed login modal's markup (a `<dialog>` on the login tab). */
export default function LoginShell({ messages, locale, ...modal }: LoginShellProps) {
  return (
    <MessagesProvider messages={messages} locale={locale}>
      <AuthModal {...modal} />
    </MessagesProvider>
  );
}
