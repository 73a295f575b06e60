/**
 * Registration store and actions (SPEC §2.6, §4 registration and affiliate, §5.1).
 * Loaded only with the registration form (its own chunk), never on the login path.
 *
 * - `$registerRules`: the server's per-field rules (the sandbox defaults until they load).
 * - `$siteAffiliate`: the site's affiliate code once the platform confirmed it; while set, the
 *   affiliate field is hidden and this code is used (§4 "Affiliate").
 * - {@link submitRegistration}: the §4 sequence — validate, check the typed affiliate code
 *   (a failure stops with a warning), pass the bot check, submit, then sign in and remember the
 *   success for the home page.
 */
import { atom } from 'nanostores';
import type { RegisterResponse } from '../../../contracts/schemas/signup.ts';
import type { FieldRule } from '../../../contracts/validation/patterns.ts';
import { DEFAULT_REGISTER_RULES, effectiveRegisterRules, validateRegistration, type RegisterKind } from '../../../contracts/validation/register-rules.ts';
import { callApi, type ApiResult, type RouteValue } from '../../../lib/api-client.ts';
import { takeHumanProof } from '../api/human-check.ts';
import { finishSignUp } from './session.ts';

/** The per-field rules in force. */
export const $registerRules = atom<Readonly<Record<string, FieldRule>>>(DEFAULT_REGISTER_RULES);
/** The confirmed affiliate code of this site (query `affiliateCode` or the domain's own), or null. */
export const $siteAffiliate = atom<string | null>(null);

const SITE_CODE_KEY = 'siteAffiliateCode';
let rulesLoading: Promise<ApiResult<RouteValue<'registerSettings'>>> | null = null;
let affiliateLoading: Promise<ApiResult<RouteValue<'affiliateCheck'>>> | null = null;

/** Loads the server's rules once per page (GET /wps/system/setting/register); failures keep the defaults. */
export function loadRegisterRules(): Promise<ApiResult<RouteValue<'registerSettings'>>> {
  rulesLoading ??= callApi('registerSettings').then((res) => {
    if (res.ok) $registerRules.set(res.value);
    else rulesLoading = null;
    return res;
  });
  return rulesLoading;
}

/**
 * Asks the platform whether this site has a valid affiliate code (SPEC §4 "if a site code
 * exists, the server is asked whether it is valid"): the `affiliateCode` query parameter of an
 * agent's link (remembered for the visit) with the current domain. Valid: `$siteAffiliate` holds
 * it and the field hides. Otherwise the field shows.
 */
export function checkSiteAffiliate(): Promise<ApiResult<RouteValue<'affiliateCheck'>>> {
  affiliateLoading ??= (async () => {
    let code = new URLSearchParams(location.search).get('affiliateCode') ?? '';
    try {
      if (code) sessionStorage.setItem(SITE_CODE_KEY, code);
      else code = sessionStorage.getItem(SITE_CODE_KEY) ?? '';
    } catch {
      /* storage blocked: the query alone counts */
    }
    const res = await callApi('affiliateCheck', { code, domain: location.hostname });
    $siteAffiliate.set(res.ok ? res.value.code : null);
    return res;
  })();
  return affiliateLoading;
}

/** Form values of one registration, as strings from the form plus the agreement flag. */
export type RegistrationValues = Record<string, string | boolean | null | undefined> & { agree: boolean };

/** Outcome of a submit: field errors, a warning (invalid affiliate), another failure, or the signed-in account. */
export type RegistrationOutcome =
  | { ok: true; account: string }
  | { ok: false; kind: 'fields'; fields: Record<string, string>; code?: string }
  | { ok: false; kind: 'affiliate' }
  | { ok: false; kind: 'failed'; code: string; captcha?: boolean };

/**
 * Registers by `kind` (SPEC §4 registration steps 1–6): local rule check, affiliate check of a
 * typed code (invalid: `affiliate`, nothing sent), bot check, submit (register or
 * registerMobile), then sign-in through {@link finishSignUp}. The platform checks everything
 * again; its field errors come back as `fields`.
 */
export async function submitRegistration(kind: RegisterKind, values: RegistrationValues): Promise<RegistrationOutcome> {
  const rules = $registerRules.get();
  const site = $siteAffiliate.get();
  const effective = effectiveRegisterRules(rules, kind);
  const fields = validateRegistration(rules, kind, values, site ? ['affiliateCode'] : []);
  if (Object.keys(fields).length) return { ok: false, kind: 'fields', fields };

  const typed = typeof values.affiliateCode === 'string' ? values.affiliateCode.trim() : '';
  if (!site && effective.affiliateCode?.enabled && typed) {
    const check = await callApi('affiliateCheck', { code: typed, domain: location.hostname });
    if (!check.ok) return check.code === 'error_affiliate_invalid' ? { ok: false, kind: 'affiliate' } : { ok: false, kind: 'failed', code: check.code };
  }

  const proof = await takeHumanProof();
  if (!proof.ok) return { ok: false, kind: 'failed', code: proof.code };

  const body: Record<string, unknown> = {
    ...values,
    affiliateCode: site ?? (typed || undefined),
    altcha: proof.proof,
    domain: location.hostname,
    registerUrl: location.href,
    registerMethod: 'WEB',
    login: true,
  };
  for (const [k, v] of Object.entries(body)) if (v === '' || v === undefined) delete body[k];
  const res = await callApi(kind === 'mobile' ? 'registerMobile' : 'register', body);
  if (!res.ok) {
    if (res.details?.fields) return { ok: false, kind: 'fields', fields: res.details.fields, code: res.code };
    return { ok: false, kind: 'failed', code: res.code, captcha: res.details?.captcha };
  }
  const value = res.value as RegisterResponse;
  const signedIn = await finishSignUp(value.account, { closeModal: kind !== 'mobile' });
  return signedIn.ok ? { ok: true, account: value.account } : { ok: false, kind: 'failed', code: signedIn.code };
}
