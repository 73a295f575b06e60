/**
 * Captcha input with its image (SPEC §2.5, §4 "Captcha image: refresh by click, at most once per
 * second"). The image is a base64 PNG from GET /wps/captcha, tied to a random captchaKey that the
 * form sends with the answer. Who cannot see the image switches to a text question a screen reader
 * reads ("what is a plus b?", GET /wps/captcha/text, WCAG 1.1.1), answered in the same field and
 * checked the same way; either kind can be switched back.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '../../../lib/i18n/translate.ts';
import { loadCaptchaImage, loadCaptchaQuestion } from '../stores/captcha.ts';

/** Minimum interval between captcha refreshes, in ms (SPEC §9). */
export const CAPTCHA_REFRESH_THROTTLE_MS = 1000;

function newKey(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

/** The captcha field: the answer goes in form field `captcha`, its key in `captchaKey`; `id` prefixes element ids. */
export function CaptchaField({ id, error }: { id: string; error?: string }) {
  const t = useT();
  const [mode, setMode] = useState<'image' | 'text'>('image');
  const [key, setKey] = useState<string | null>(null);
  const [image, setImage] = useState<string | null>(null);
  const [question, setQuestion] = useState<{ a: number; b: number } | null>(null);
  const last = useRef(0);
  const input = useRef<HTMLInputElement>(null);
  const load = useCallback(async (kind: 'image' | 'text', force = false) => {
    const now = Date.now();
    if (!force && now - last.current < CAPTCHA_REFRESH_THROTTLE_MS) return;
    last.current = now;
    const k = newKey();
    setKey(k);
    setImage(null);
    setQuestion(null);
    if (kind === 'image') {
      const res = await loadCaptchaImage(k);
      if (res.ok) setImage(res.value);
    } else {
      const res = await loadCaptchaQuestion(k);
      if (res.ok) setQuestion(res.value);
    }
  }, []);
  useEffect(() => {
    void load('image');
  }, [load]);
  const switchTo = (kind: 'image' | 'text') => {
    setMode(kind);
    if (input.current) input.current.value = '';
    void load(kind, true).then(() => input.current?.focus());
  };
  const label = mode === 'text' ? (question ? t('auth_captcha_question', { a: question.a, b: question.b }) : t('common_loading')) : t('auth_captcha');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="captcha">
        <input
          ref={input}
          id={id}
          name="captcha"
          inputMode="numeric"
          autoComplete="off"
          required
          maxLength={8}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <input type="hidden" name="captchaKey" value={key ?? ''} />
        {mode === 'image' && (
          <button type="button" className="captcha__image" onClick={() => void load('image')} title={t('auth_captcha_refresh')}>
            {image ? (
              <img src={`data:image/png;base64,${image}`} width={120} height={40} alt={t('auth_captcha_image')} />
            ) : (
              <span className="captcha__placeholder">{t('common_loading')}</span>
            )}
          </button>
        )}
      </div>
      <button type="button" className="link-button captcha__switch" onClick={() => switchTo(mode === 'image' ? 'text' : 'image')}>
        {t(mode === 'image' ? 'auth_captcha_use_text' : 'auth_captcha_use_image')}
      </button>
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {t(error)}
        </p>
      )}
    </div>
  );
}
