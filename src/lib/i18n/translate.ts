/**
 * Client-side message lookup for islands: the messages arrive as a prop (island-messages.ts) and
 * are provided through React context with the page's locale; `useT()` returns a translate
 * function. Numbers filled into a message are written in the locale's digits and separators
 * (src/lib/format-number.ts); pass a string to keep a value as it is (an id, a code). A key with
 * no message shows the key itself, which the e2e tests treat as a bug.
 */
import { createContext, createElement, useContext, type ReactNode } from 'react';
import { formatNumber } from '../format-number.ts';

/** Message templates by key, for one locale. */
export type Messages = Record<string, string>;

/**
 * Fills `{name}` placeholders of `template` from `vars`; unknown placeholders stay as they are.
 * Numbers are written as `locale` writes them (strings go in unchanged).
 */
export function format(template: string, vars: Record<string, string | number> | undefined, locale: string): string {
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!(name in vars)) return whole;
    const v = vars[name]!;
    return typeof v === 'number' ? formatNumber(v, locale) : v;
  });
}

const MessagesContext = createContext<{ messages: Messages; locale: string }>({ messages: {}, locale: 'vi' });

/** Provides an island's messages and its page's locale (for the numbers in them) to its components. */
export function MessagesProvider({ messages, locale, children }: { messages: Messages; locale: string; children: ReactNode }) {
  return createElement(MessagesContext.Provider, { value: { messages, locale } }, children);
}

/** The text of `key` in `messages` with `vars` filled in `locale`; the key itself when there is no message (a bug the tests look for). */
export function translate(messages: Messages, key: string, vars: Record<string, string | number> | undefined, locale: string): string {
  return format(messages[key] ?? key, vars, locale);
}

/** The page locale of the nearest MessagesProvider (for dates and numbers a component writes itself). */
export function useLocale(): string {
  return useContext(MessagesContext).locale;
}

/** Translate function of the nearest MessagesProvider: `t(key, vars?)`. */
export function useT(): (key: string, vars?: Record<string, string | number>) => string {
  const { messages, locale } = useContext(MessagesContext);
  return (key, vars) => translate(messages, key, vars, locale);
}
