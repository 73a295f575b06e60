/**
 * A request for free play (FREEPLAY3, SPEC §2.3) from outside the header island: the side menu's
 * Free demo entry (the header hides its button below 480 px) asks for it, waking the islands that
 * wait for intent (client:intent); the header island takes it when it hydrates or at once if it
 * already has, signs in as a guest and shows any refusal in its own notice. A DOM flag and event,
 * not a store, so the side menu's always-loaded script stays free of store code.
 */

const FLAG = 'freeDemoRequested';
const EVENT = 'portal:free-demo';

/** Asks for free play (called by the side menu). */
export function requestFreeDemo(): void {
  document.documentElement.dataset[FLAG] = '1';
  document.dispatchEvent(new Event(EVENT));
  document.dispatchEvent(new Event('portal:intent'));
}

/**
 * Calls `take` for a pending request now and for every later one, clearing each; returns the
 * unsubscribe function (for an effect's clean-up).
 */
export function onFreeDemoRequest(take: () => void): () => void {
  const check = () => {
    if (document.documentElement.dataset[FLAG] !== '1') return;
    delete document.documentElement.dataset[FLAG];
    take();
  };
  check();
  document.addEventListener(EVENT, check);
  return () => document.removeEventListener(EVENT, check);
}
