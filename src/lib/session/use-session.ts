/**
 * The signed-in member's session values for an island's render (DESIGN.md "Shared session"), the
 * same on the server and in the hydrating render. Islands hydrate one by one, and the first to run
 * its effects restores the session (src/features/identity/stores/session.ts): an island hydrating
 * after it would see a member where its server HTML shows a visitor, and React would throw that
 * HTML away (error #418) together with the tap that started it. The hydrating render therefore
 * reads the store's initial value (signed out, as the server rendered it) and the island shows the
 * member right after, in its first client render.
 */
import { useStore } from '@nanostores/react';
import { $session } from './session.ts';
import type { SessionValues } from './session-values.ts';

/** `$session` for a component: null while hydrating server HTML, then the member's values (or null when signed out). */
export function useSession(): SessionValues | null {
  return useStore($session, { ssr: 'initial' });
}
