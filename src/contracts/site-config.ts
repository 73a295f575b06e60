/**
 * Site configuration (SPEC §3 "Site configuration"): one white-label brand's constants, read by
 * pages, islands, the edge and the platform. An operator rebrands by editing this file.
 */
export const siteConfig = {
  /** Brand name shown in the header, title and footer copyright (SPEC §1). */
  brand: 'Lotus Play',
  /** Merchant code sent to the platform. */
  merchantCode: 'LOTUS',
  /** Platform web code and device (SPEC §3, §9 "W for web"). */
  platform: 'W',
  device: 'WEB',
  clientType: 3,
  /** ISO 4217 currency of every amount; amounts are integer minor units. */
  currency: 'VND',
  /** Decimals of the currency's minor unit (VND has none). */
  currencyDecimals: 0,
  /** Registration title amount in minor units (SPEC §2.6, §9 "1000VND"), formatted per locale. */
  registrationBonusAmount: 1000,
  /** Customer-service link used on system pages when the platform gives none. */
  customerServiceUrl: '/helpmc',
  /** Right bar links (SPEC §2.4), https URLs ('' for none); the sandbox answers them in its menu settings (§7.2). */
  social: { facebook: 'https://facebook.com/', telegram: 'https://t.me/' },
  /** Payment methods shown in the footer (SPEC §1); brand names, not translated. */
  paymentMethods: ['VietQR', 'MoMo', 'ZaloPay', 'Visa', 'Mastercard', 'USDT'],
  /** Game providers whose logos the footer shows (SPEC §1); brand names, not translated. */
  gameProviders: ['Lotus Originals', 'Saba Sports', 'Evolution', 'JDB', 'PG Soft', 'Jili', 'CQ9', 'SV388'],
  /** Carousel autoplay period in ms, only with more than one banner (SPEC §2.2, §9). */
  carouselAutoplayMs: 5000,
  /** Script chunk load time-out in ms (SPEC §9). */
  chunkLoadTimeoutMs: 120_000,
} as const;
