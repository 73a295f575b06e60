/**
 * The overlay frame (SPEC §2.7 "default page securityCenter, a close button"; §2.8 "a left menu, a
 * right content area and a close button"): a modal <dialog> (focus stays inside; a layer of the
 * page's one stack, src/lib/ui/layers.ts: Escape closes it only when no dialog is open inside it,
 * and focus returns to the control that opened it) with the frame's menu and the open page. Loaded only when a page
 * opens, with the `overlay` message chunk (titles, shared texts) and the page's own area chunk.
 * Each page component is a lazy chunk; a failed load shows a retry, never a blank frame.
 * On phones the frame fills the screen and the menu becomes a horizontally scrolling tab row.
 */
import { useSession } from '../lib/session/use-session.ts';
import { useStore } from '@nanostores/react';
import {
  Component,
  lazy,
  Suspense,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { checkGate } from '../contracts/access.ts';
import { loadMessageChunk } from '../lib/i18n/message-chunks.ts';
import { MessagesProvider, format, type Messages } from '../lib/i18n/translate.ts';
import { $overlayBadges, $overlayHidden, closeOverlay, openOverlay, type OverlayPageDef, type OverlayPageProps } from '../lib/overlay.ts';
import { overlayPages } from './overlay-pages.ts';
import { useLayer } from '../lib/ui/Dialog.tsx';
import { CloseIcon } from '../lib/ui/CloseIcon.tsx';
import overlayCss from '../styles/overlay.css?url';
import { loadStylesheet } from '../lib/load-stylesheet.ts';

// Its styles come with this lazy chunk, not with every page's first paint (src/lib/load-stylesheet.ts).
await loadStylesheet(overlayCss);

/** Props: locale, the island's messages, currency decimals, the open page and its parameters. */
export interface OverlayFrameProps {
  locale: string;
  messages: Messages;
  currencyDecimals: number;
  page: OverlayPageDef;
  params: Record<string, string>;
}

const components = new Map<string, LazyExoticComponent<ComponentType<OverlayPageProps>>>();
function pageComponent(page: OverlayPageDef) {
  let c = components.get(page.id);
  if (!c) {
    c = lazy(page.load);
    components.set(page.id, c);
  }
  return c;
}

/** Catches a page chunk that failed to load (or a page that threw) and offers a retry. */
class PageBoundary extends Component<{ children: ReactNode; text: string; retry: string; onRetry: () => void }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="overlay-state overlay-state--error" role="alert">
        <p>{this.props.text}</p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            this.setState({ failed: false });
            this.props.onRetry();
          }}
        >
          {this.props.retry}
        </button>
      </div>
    );
  }
}

/** The frame: header with title and close, menu, page. */
export default function OverlayFrame({ locale, messages: islandMessages, currencyDecimals, page, params }: OverlayFrameProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const session = useSession();
  const badges = useStore($overlayBadges);
  const hidden = useStore($overlayHidden);
  const [chunks, setChunks] = useState<Record<string, Messages>>({});
  const [chunkError, setChunkError] = useState(false);
  const [attempt, setAttempt] = useState(0);

  // The frame's chunk and the page's own area chunk; the chunks already here are read, not watched.
  const hasChunk = useEffectEvent((area: string) => Boolean(chunks[area]));
  useEffect(() => {
    let live = true;
    setChunkError(false);
    for (const area of ['overlay', page.messages]) {
      if (hasChunk(area)) continue;
      loadMessageChunk(area, locale).then(
        (m) => live && setChunks((c) => ({ ...c, [area]: m })),
        () => live && setChunkError(true),
      );
    }
    return () => {
      live = false;
    };
  }, [page.messages, locale, attempt]);

  const messages = useMemo(() => ({ ...islandMessages, ...chunks.overlay, ...chunks[page.messages] }), [islandMessages, chunks, page.messages]);
  const t = (key: string, vars?: Record<string, string | number>) => format(messages[key] ?? key, vars, locale);

  useLayer(ref, true, closeOverlay);
  useLayoutEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal();
    return () => {
      if (d?.open) d.close();
    };
  }, []);

  // Move focus to the page heading when the page changes (screen readers hear where they are).
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, [page.id]);

  const menu = overlayPages.filter((p) => p.area === page.area && p.menu !== false && !hidden[p.id] && checkGate(p.gate, session?.type ?? null) === 'allow');
  const ready = Boolean(chunks.overlay && chunks[page.messages]);
  const Page = pageComponent(page);
  const frameTitle = t(page.area === 'agent' ? 'overlay_agent_center' : 'overlay_member_center');

  return (
    <dialog
      ref={ref}
      className={`overlay overlay--${page.area}`}
      aria-labelledby="overlay-title"
      // Escape belongs to the layer stack: a dialog's cancel inside would reach here through React's tree.
      onCancel={(e) => e.preventDefault()}
    >
      <MessagesProvider messages={messages} locale={locale}>
        <header className="overlay__header">
          <h2 id="overlay-title" className="overlay__title">
            {ready ? frameTitle : ''}
          </h2>
          <button type="button" className="icon-button" aria-label={t('common_close')} onClick={closeOverlay}>
            <CloseIcon />
          </button>
        </header>
        <div className="overlay__body">
          <nav className="overlay__menu" aria-label={ready ? frameTitle : undefined}>
            <ul>
              {menu.map((p) => {
                const count = p.badge ? (badges[p.badge] ?? 0) : 0;
                return (
                  <li key={p.id}>
                    <button type="button" className="overlay__menu-item" aria-current={p.id === page.id ? 'page' : undefined} onClick={() => openOverlay(p.id)}>
                      <span>{ready ? t(p.titleKey) : ''}</span>
                      {count > 0 && (
                        <span className="overlay__badge" aria-label={t('overlay_badge_count', { count })}>
                          {count}
                        </span>
                      )}
                    </button>
                  </li>
                );
              })}
            </ul>
          </nav>
          <section className="overlay__content" aria-labelledby="overlay-page-title">
            <h3 id="overlay-page-title" ref={headingRef} tabIndex={-1} className="overlay__page-title">
              {ready ? t(page.titleKey) : ''}
            </h3>
            {chunkError ? (
              <div className="overlay-state overlay-state--error" role="alert">
                <p>{t('overlay_load_error')}</p>
                <button type="button" className="button button--primary" onClick={() => setAttempt((a) => a + 1)}>
                  {t('overlay_retry')}
                </button>
              </div>
            ) : !ready ? (
              <div className="overlay-state" role="status">
                {t('overlay_loading')}
              </div>
            ) : (
              <PageBoundary
                key={`${page.id}-${attempt}`}
                text={t('overlay_load_error')}
                retry={t('overlay_retry')}
                onRetry={() => {
                  components.delete(page.id);
                  setAttempt((a) => a + 1);
                }}
              >
                <Suspense
                  fallback={
                    <div className="overlay-state" role="status">
                      {t('overlay_loading')}
                    </div>
                  }
                >
                  <Page locale={locale} currencyDecimals={currencyDecimals} params={params} />
                </Suspense>
              </PageBoundary>
            )}
          </section>
        </div>
      </MessagesProvider>
    </dialog>
  );
}
