/**
 * The close cross (20 px, the text colour) of React's dialogs and the overlay frame (SPEC §9 modal
 * defaults: a dialog closes by its button); hidden from assistive technology, since its button
 * carries the label. The prerendered dialogs draw the same path (src/components/CloseIcon.astro),
 * so a dialog looks the same before and after its island runs.
 */
export function CloseIcon() {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20">
      <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
