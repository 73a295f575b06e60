/**
 * Passkeys on my account (SPEC §2.7 securityCenter, §2.5): the member's passkeys with when each was
 * added and last used, renamed or removed in place; "Add a passkey" asks for a name and the sign-in
 * password, then the browser's passkey prompt opens. A list rather than a table, so it reads at 320 px.
 */
import { useId, useState, type FormEvent } from 'react';
import { PASSKEY_NAME_MAX, type Passkey } from '../../../../contracts/schemas/passkey.ts';
import { formatDateTime } from '../../../../lib/format-date.ts';
import { errorText } from '../../../../lib/i18n/error-text.ts';
import { useT } from '../../../../lib/i18n/translate.ts';
import { passkeysAvailable } from '../../../../lib/passkey-ceremony.ts';
import { AsyncState } from '../../../../lib/ui/overlay/AsyncState.tsx';
import { useRemote } from '../../../../lib/ui/use-remote.ts';
import { $passkeys, addPasskey, removePasskey, renamePasskey } from '../../stores/passkeys.ts';

/** Stands for the passkey's name in a message until {@link withIsolatedName} puts it back (a private-use character no message holds). */
const NAME_MARK = '\uE000';

/**
 * `message` (translated with {@link NAME_MARK} for its name) with the player's passkey name put
 * back inside `<bdi>`: a name in another script (Latin in Arabic, say) would otherwise pull the
 * sentence's punctuation and quotes out of order in a right-to-left locale.
 */
function withIsolatedName(message: string, name: string) {
  const at = message.indexOf(NAME_MARK);
  if (at < 0) return message;
  return (
    <>
      {message.slice(0, at)}
      <bdi>{name}</bdi>
      {message.slice(at + NAME_MARK.length)}
    </>
  );
}

/** The section; `locale` formats the dates, `onNotice` shows a saved message at the top of the page. */
export function PasskeysPanel({ locale, onNotice }: { locale: string; onNotice: (text: string) => void }) {
  const t = useT();
  const id = useId();
  const { value: passkeys, error } = useRemote($passkeys);
  const [adding, setAdding] = useState(false);
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const when = (ms: number) => formatDateTime(ms, locale, 'date');

  async function onAdd(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const name = String(data.get('name') ?? '').trim();
    const password = String(data.get('password') ?? '');
    if (!name || !password) {
      setFormError(t('required'));
      return;
    }
    setBusy(true);
    setFormError(null);
    const res = await addPasskey(password, name);
    setBusy(false);
    if (!res.ok) {
      setFormError(errorText(t, res.code, res.details));
      return;
    }
    setAdding(false);
    onNotice(t('member_passkey_added', { name: res.value.name }));
  }

  return (
    <section className="ov-card" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>{t('member_passkey_title')}</h4>
      <p>{t('member_passkey_intro')}</p>
      <AsyncState loading={!passkeys && !error} error={error} onRetry={() => $passkeys.invalidate()}>
        {passkeys &&
          (passkeys.length ? (
            <ul className="sc__list" aria-label={t('member_passkey_title')}>
              {passkeys.map((p) => (
                <PasskeyItem key={p.id} passkey={p} when={when} onNotice={onNotice} />
              ))}
            </ul>
          ) : (
            <p>{t('member_passkey_none')}</p>
          ))}
      </AsyncState>
      {!passkeysAvailable() ? (
        <p>{t('error_passkey_unsupported')}</p>
      ) : adding ? (
        <form className="ov-form sc__bind" onSubmit={(e) => void onAdd(e)} aria-busy={busy} noValidate>
          <label htmlFor={`${id}-name`}>{t('member_passkey_name')}</label>
          <input id={`${id}-name`} name="name" maxLength={PASSKEY_NAME_MAX} required autoComplete="off" />
          <label htmlFor={`${id}-password`}>{t('member_passkey_password')}</label>
          <input id={`${id}-password`} name="password" type="password" autoComplete="current-password" required />
          {formError && (
            <p className="ov-error" role="alert">
              {formError}
            </p>
          )}
          <div className="sc__inline">
            <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
              {t('member_passkey_create')}
            </button>
            <button type="button" className="button button--ghost" onClick={() => setAdding(false)}>
              {t('common_cancel')}
            </button>
          </div>
        </form>
      ) : (
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            setFormError(null);
            setAdding(true);
          }}
        >
          {t('member_passkey_add')}
        </button>
      )}
    </section>
  );
}

/** One passkey: its name and dates, with rename (inline form) and remove (asks once more). */
function PasskeyItem({ passkey, when, onNotice }: { passkey: Passkey; when: (ms: number) => string; onNotice: (text: string) => void }) {
  const t = useT();
  const id = useId();
  const [mode, setMode] = useState<'view' | 'rename' | 'remove'>('view');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(action: () => Promise<{ ok: boolean; code?: string }>, done: string) {
    setBusy(true);
    setError(null);
    const res = await action();
    setBusy(false);
    if (!res.ok) setError(errorText(t, res.code ?? 'error_internal'));
    else {
      setMode('view');
      onNotice(done);
    }
  }

  return (
    <li className="sc__passkey">
      <span>
        <strong>
          <bdi>{passkey.name}</bdi>
        </strong>
        <br />
        {t('member_passkey_added_on', { date: when(passkey.createdAt) })} ·{' '}
        {passkey.lastUsedAt ? t('member_passkey_used_on', { date: when(passkey.lastUsedAt) }) : t('member_passkey_never_used')}
      </span>
      {mode === 'view' && (
        <span className="sc__inline">
          <button type="button" className="button button--ghost" onClick={() => setMode('rename')}>
            {t('member_passkey_rename')}
            <span className="visually-hidden"> {passkey.name}</span>
          </button>
          <button type="button" className="button button--ghost" onClick={() => setMode('remove')}>
            {t('member_passkey_remove')}
            <span className="visually-hidden"> {passkey.name}</span>
          </button>
        </span>
      )}
      {mode === 'rename' && (
        <form
          className="ov-form"
          onSubmit={(e) => {
            e.preventDefault();
            const name = String(new FormData(e.currentTarget).get('name') ?? '').trim();
            if (!name) return setError(t('required'));
            void run(() => renamePasskey(passkey.id, name), t('member_sc_saved'));
          }}
        >
          <label htmlFor={`${id}-rename`}>{t('member_passkey_name')}</label>
          <input id={`${id}-rename`} name="name" defaultValue={passkey.name} maxLength={PASSKEY_NAME_MAX} required autoComplete="off" />
          <div className="sc__inline">
            <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
              {t('member_sc_save')}
            </button>
            <button type="button" className="button button--ghost" onClick={() => setMode('view')}>
              {t('common_cancel')}
            </button>
          </div>
        </form>
      )}
      {mode === 'remove' && (
        <div className="sc__inline" role="group" aria-label={t('member_passkey_remove_confirm', { name: passkey.name })}>
          <span>{withIsolatedName(t('member_passkey_remove_confirm', { name: NAME_MARK }), passkey.name)}</span>
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            aria-busy={busy}
            onClick={() => void run(() => removePasskey(passkey.id), t('member_passkey_removed', { name: passkey.name }))}
          >
            {t('member_passkey_remove')}
          </button>
          <button type="button" className="button button--ghost" onClick={() => setMode('view')}>
            {t('common_cancel')}
          </button>
        </div>
      )}
      {error && (
        <p className="ov-error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}
