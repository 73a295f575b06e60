/**
 * A compact select: a button that opens a listbox (WAI-ARIA listbox pattern with
 * aria-activedescendant). Used for the country dialing-code picker and the login-type switch
 * (SPEC §2.5 "The country dropdown closes 200 ms after blur. The login-type select hides after
 * 200 ms."): the list closes `closeDelayMs` after focus leaves it, so a click that moves focus
 * between its parts does not flicker it shut.
 *
 * Keyboard: Enter, Space or ArrowDown open; ArrowUp/ArrowDown/Home/End move; typing a letter jumps;
 * Enter or Space choose; Escape closes; Tab closes and moves on.
 */
import { useEffect, useEffectEvent, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

/** One option: `label` is its accessible name; `content` what is drawn (defaults to label). */
export interface SelectOption {
  value: string;
  label: string;
  content?: ReactNode;
}

/** Props of the select menu. */
export interface SelectMenuProps {
  /** Accessible name of the button (e.g. "Country dialing code"). */
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  /** What the closed button shows (defaults to the chosen option's label). */
  buttonContent?: ReactNode;
  /** Delay before the list closes after blur, in ms (SPEC §2.5: 200). */
  closeDelayMs?: number;
  className?: string;
  id?: string;
}

/** The select menu. */
export function SelectMenu({ label, value, options, onChange, buttonContent, closeDelayMs = 200, className, id }: SelectMenuProps) {
  const uid = useId();
  const buttonId = id ?? `${uid}-button`;
  const listId = `${uid}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const wrapper = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const selectedIndex = Math.max(
    0,
    options.findIndex((o) => o.value === value),
  );
  const selected = options[selectedIndex];

  const cancelClose = () => clearTimeout(closeTimer.current);
  useEffect(() => cancelClose, []);
  // On opening, the list takes focus at the active option; moving within it does not refocus.
  const focusList = useEffectEvent(() => {
    list.current?.focus();
    list.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView?.({ block: 'nearest' });
  });
  useEffect(() => {
    if (open) focusList();
  }, [open]);
  useEffect(() => {
    if (open) list.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, open]);

  const openList = () => {
    cancelClose();
    setActive(selectedIndex);
    setOpen(true);
  };
  const choose = (index: number) => {
    const o = options[index];
    if (o) onChange(o.value);
    setOpen(false);
    button.current?.focus();
  };
  const onListKey = (e: KeyboardEvent) => {
    const last = options.length - 1;
    if (e.key === 'ArrowDown') setActive((i) => Math.min(last, i + 1));
    else if (e.key === 'ArrowUp') setActive((i) => Math.max(0, i - 1));
    else if (e.key === 'Home') setActive(0);
    else if (e.key === 'End') setActive(last);
    else if (e.key === 'Enter' || e.key === ' ') choose(active);
    else if (e.key === 'Escape') {
      e.stopPropagation(); // close the list, not the surrounding dialog
      setOpen(false);
      button.current?.focus();
    } else if (e.key === 'Tab') setOpen(false);
    else if (e.key.length === 1 && /\S/.test(e.key)) {
      const k = e.key.toLowerCase();
      const from = options.findIndex((o, i) => i > active && o.label.toLowerCase().startsWith(k));
      const hit = from >= 0 ? from : options.findIndex((o) => o.label.toLowerCase().startsWith(k));
      if (hit >= 0) setActive(hit);
    } else return;
    e.preventDefault();
  };

  return (
    <div
      ref={wrapper}
      className={`select-menu${className ? ` ${className}` : ''}`}
      onFocus={cancelClose}
      onBlur={(e) => {
        if (wrapper.current?.contains(e.relatedTarget as Node | null)) return;
        cancelClose();
        closeTimer.current = setTimeout(() => setOpen(false), closeDelayMs);
      }}
    >
      <button
        ref={button}
        id={buttonId}
        type="button"
        className="select-menu__button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-label={`${label}: ${selected?.label ?? ''}`}
        onClick={() => (open ? setOpen(false) : openList())}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            openList();
          }
        }}
      >
        {buttonContent ?? selected?.label}
        <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      {open && (
        <ul
          ref={list}
          id={listId}
          role="listbox"
          tabIndex={-1}
          aria-label={label}
          aria-activedescendant={`${listId}-${active}`}
          className="select-menu__list"
          onKeyDown={onListKey}
        >
          {options.map((o, i) => (
            <li
              key={o.value}
              id={`${listId}-${i}`}
              data-index={i}
              role="option"
              aria-selected={o.value === value}
              className={`select-menu__option${i === active ? ' select-menu__option--active' : ''}`}
              onMouseMove={() => setActive(i)}
              onClick={() => choose(i)}
            >
              {o.content ?? o.label}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
