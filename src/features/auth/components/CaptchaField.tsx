/**
 * Captcha input with its image (SPEC §2.5, §4 "Captcha image: refresh by click, at most once per
 * second"). The image is a base64 PNG from GET /wps/captcha, tied to a random captchaKey that the
 * form sends with the answer.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { callApi } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n/translate.ts';

/** Minimum interval between captcha refreshes, in ms (SPEC §9). */
export const CAPTCHA_REFRESH_THROTTLE_MS = 1000;

function newKey(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

/** The captcha field: the answer goes in form field `captcha`, its key in `captchaKey`; `id` prefixes element ids. */
export function CaptchaField({ id, error }: { id: string; error?: string }) {
  const t = useT();
  const [key, setKey] = useState<string | null>(null);
  const [image, setImage] = useState<string | null>(null);
  const last = useRef(0);
  const load = useCallback(async () => {
    const now = Date.now();
    if (now - last.current < CAPTCHA_REFRESH_THROTTLE_MS) return;
    last.current = now;
    const k = newKey();
    setKey(k);
    setImage(null);
    const res = await callApi('captcha', { captchaKey: k });
    if (res.ok) setImage(res.value);
  }, []);
  useEffect(() => {
    void load();
  }, [load]);
  return (
    <div className="field">
      <label htmlFor={id}>{t('auth_captcha')}</label>
      <div className="captcha">
        <input id={id} name="captcha" inputMode="numeric" autoComplete="off" required maxLength={8} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
        <input type="hidden" name="captchaKey" value={key ?? ''} />
        <button type="button" className="captcha__image" onClick={() => void load()} title={t('auth_captcha_refresh')}>
          {image ? <img src={`data:image/png;base64,${image}`} width={120} height={40} alt={t('auth_captcha_image')} /> : <span className="captcha__placeholder">{t('common_loading')}</span>}
        </button>
      </div>
      {error && <p id={`${id}-error`} className="field__error" role="alert">{t(error)}</p>}
    </div>
  );
}
