/**
 * Countries of the dialing-code picker (SPEC §3 Country, §7.1 "Country list: getCountryCode call
 * at start"). Loaded once per page, the first time a phone field appears; until then (or when the
 * call fails) the list holds the default country, so the picker always works.
 */
import { atom } from 'nanostores';
import type { Country } from '../../../contracts/schemas/verification.ts';
import { callApi, type ApiResult, type RouteValue } from '../../../lib/api-client.ts';

/** The default country (the site's market): Vietnam, +84. */
export const DEFAULT_COUNTRY: Country = { countryCode: 'VN', countryDialingCode: '84' };

/** Countries in the platform's order; the default alone until loaded. */
export const $countries = atom<readonly Country[]>([DEFAULT_COUNTRY]);

let loading: Promise<ApiResult<RouteValue<'countryCodes'>>> | null = null;

/** Loads the country list once (later calls share the first); failures keep the default. */
export function loadCountries(): Promise<ApiResult<RouteValue<'countryCodes'>>> {
  loading ??= callApi('countryCodes').then((res) => {
    if (res.ok && res.value.length) $countries.set(res.value);
    else loading = null; // try again next time
    return res;
  });
  return loading;
}
