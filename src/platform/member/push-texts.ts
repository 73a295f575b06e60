/**
 * The texts of the push notifications in every UI locale (i18n/messages/push/<locale>.json, the
 * same files the portal's paraglide messages come from), for the cron Worker, which imports no UI
 * code: the title and body a member sees in the locale their browser subscribed in.
 */
import type { Locale } from '../../contracts/locales.ts';
import push_vi from '../../../i18n/messages/push/vi.json' with { type: 'json' };
import push_en from '../../../i18n/messages/push/en.json' with { type: 'json' };
import push_zh from '../../../i18n/messages/push/zh.json' with { type: 'json' };
import push_zh_TW from '../../../i18n/messages/push/zh-TW.json' with { type: 'json' };
import push_ja from '../../../i18n/messages/push/ja.json' with { type: 'json' };
import push_th from '../../../i18n/messages/push/th.json' with { type: 'json' };
import push_es from '../../../i18n/messages/push/es.json' with { type: 'json' };
import push_hi from '../../../i18n/messages/push/hi.json' with { type: 'json' };
import push_id from '../../../i18n/messages/push/id.json' with { type: 'json' };
import push_km from '../../../i18n/messages/push/km.json' with { type: 'json' };
import push_ko from '../../../i18n/messages/push/ko.json' with { type: 'json' };
import push_ms from '../../../i18n/messages/push/ms.json' with { type: 'json' };
import push_pt from '../../../i18n/messages/push/pt.json' with { type: 'json' };
import push_ta from '../../../i18n/messages/push/ta.json' with { type: 'json' };
import push_tl from '../../../i18n/messages/push/tl.json' with { type: 'json' };
import push_ur from '../../../i18n/messages/push/ur.json' with { type: 'json' };
import push_tr from '../../../i18n/messages/push/tr.json' with { type: 'json' };
import push_bn from '../../../i18n/messages/push/bn.json' with { type: 'json' };
import push_ar from '../../../i18n/messages/push/ar.json' with { type: 'json' };
import push_fa from '../../../i18n/messages/push/fa.json' with { type: 'json' };
import push_ru from '../../../i18n/messages/push/ru.json' with { type: 'json' };
import push_kk from '../../../i18n/messages/push/kk.json' with { type: 'json' };
import push_uz from '../../../i18n/messages/push/uz.json' with { type: 'json' };
import push_lo from '../../../i18n/messages/push/lo.json' with { type: 'json' };
import push_ne from '../../../i18n/messages/push/ne.json' with { type: 'json' };
import push_fr from '../../../i18n/messages/push/fr.json' with { type: 'json' };
import push_te from '../../../i18n/messages/push/te.json' with { type: 'json' };
import push_sw from '../../../i18n/messages/push/sw.json' with { type: 'json' };
import push_my from '../../../i18n/messages/push/my.json' with { type: 'json' };
import push_si from '../../../i18n/messages/push/si.json' with { type: 'json' };
import push_mn from '../../../i18n/messages/push/mn.json' with { type: 'json' };
import push_pa from '../../../i18n/messages/push/pa.json' with { type: 'json' };
import push_mr from '../../../i18n/messages/push/mr.json' with { type: 'json' };
import push_gu from '../../../i18n/messages/push/gu.json' with { type: 'json' };
import push_kn from '../../../i18n/messages/push/kn.json' with { type: 'json' };
import push_ml from '../../../i18n/messages/push/ml.json' with { type: 'json' };
import push_de from '../../../i18n/messages/push/de.json' with { type: 'json' };

/** The notification message keys the platform fills. */
export type PushTextKey = 'push_withdrawal_paid_title' | 'push_withdrawal_paid_body' | 'push_ticket_won_title' | 'push_ticket_won_body';

/** Locale → that locale's push message file. */
export const pushTexts: Record<Locale, Record<PushTextKey, string>> = {
  vi: push_vi,
  en: push_en,
  zh: push_zh,
  'zh-TW': push_zh_TW,
  ja: push_ja,
  th: push_th,
  es: push_es,
  hi: push_hi,
  id: push_id,
  km: push_km,
  ko: push_ko,
  ms: push_ms,
  pt: push_pt,
  ta: push_ta,
  tl: push_tl,
  ur: push_ur,
  tr: push_tr,
  bn: push_bn,
  ar: push_ar,
  fa: push_fa,
  ru: push_ru,
  kk: push_kk,
  uz: push_uz,
  lo: push_lo,
  ne: push_ne,
  fr: push_fr,
  te: push_te,
  sw: push_sw,
  my: push_my,
  si: push_si,
  mn: push_mn,
  pa: push_pa,
  mr: push_mr,
  gu: push_gu,
  kn: push_kn,
  ml: push_ml,
  de: push_de,
};

/** The push texts of `locale`, English for a locale the portal does not have. */
export function pushTextsFor(locale: string): Record<PushTextKey, string> {
  return pushTexts[locale as Locale] ?? push_en;
}
