/**
 * Client-side message lookup for islands: the messages arrive as a prop (island-messages.ts) and
 * are provided through React context; `useT()` returns a translate function. A key with no
 * message shows the key itself, which the e2e tests treat as a bug.
 */
import { createContext, createElement, useContext, type ReactNode } from 'react';

/** Message templates by key, for one locale. */
export type Messages = Record<string, string>;

/** Fills `{name}` placeholders of `template` from `vars`; unknown placeholders stay as they are. */
export function format(template: string, vars?: Record<string, string | number>): string {
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

const MessagesContext = createContext<Messages>({});

/** Provides an island's messages to its components. */
export function MessagesProvider({ messages, children }: { messages: Messages; children: ReactNode }) {
  return createElement(MessagesContext.Provider, { value: messages }, children);
}

/** The text of `key` in `messages` with `vars` filled; the key itself when there is no message (a bug the tests look for). */
export function translate(messages: Messages, key: string, vars?: Record<string, string | number>): string {
  return format(messages[key] ?? key, vars);
}

/** Translate function of the nearest MessagesProvider: `t(key, vars?)`. */
export function useT(): (key: string, vars?: Record<string, string | number>) => string {
  const messages = useContext(MessagesContext);
  return (key, vars) => translate(messages, key, vars);
}
