/**
 * What an overlay page shows while the sandbox does not offer it yet: a translated notice inside
 * the frame (never a dead end: the menu and the close button stay). Registered as the `load`
 * target of a page table row until the page's own component exists.
 */
import { useT } from '../i18n/translate.ts';

/** The notice, as an overlay page component. */
export default function PageUnavailable() {
  const t = useT();
  return (
    <div className="overlay-empty" role="status">
      <p>{t('overlay_page_unavailable')}</p>
    </div>
  );
}
