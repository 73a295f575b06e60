-- Sandbox platform schema, site content (SPEC §3, §7.1): translated promotion and banner texts,
-- promotion terms, announcements, help-center articles, speed-check domains, app resources and
-- customer-service links. Texts are keyed by UI locale (vi, en, th, ...); a missing locale falls
-- back to the base locale in the handlers.
CREATE TABLE promotion_details (
  promotion_id INTEGER PRIMARY KEY REFERENCES promotions(id),
  start_time INTEGER NOT NULL,
  end_time INTEGER NOT NULL,
  bonus_rate_bp INTEGER NOT NULL,
  max_bonus INTEGER NOT NULL,
  min_deposit INTEGER NOT NULL,
  turnover INTEGER NOT NULL
);
CREATE TABLE promotion_texts (
  promotion_id INTEGER NOT NULL REFERENCES promotions(id),
  locale TEXT NOT NULL,
  title TEXT NOT NULL,
  summary TEXT NOT NULL,
  PRIMARY KEY (promotion_id, locale)
);
CREATE TABLE banner_texts (
  banner_id INTEGER NOT NULL REFERENCES banners(banner_id),
  locale TEXT NOT NULL,
  title TEXT NOT NULL,
  PRIMARY KEY (banner_id, locale)
);
CREATE TABLE announcements (
  id INTEGER PRIMARY KEY,
  type TEXT NOT NULL CHECK (type IN ('B', 'PL', 'PU', 'PR', 'H')),
  execution_type TEXT NOT NULL DEFAULT 'B',
  published_at INTEGER NOT NULL
);
CREATE INDEX announcements_published ON announcements(published_at);
CREATE TABLE announcement_texts (
  announcement_id INTEGER NOT NULL REFERENCES announcements(id),
  locale TEXT NOT NULL,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  PRIMARY KEY (announcement_id, locale)
);
CREATE TABLE help_articles (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  sequence INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE help_article_texts (
  article_id INTEGER NOT NULL REFERENCES help_articles(id),
  locale TEXT NOT NULL,
  title TEXT NOT NULL,
  paragraphs_json TEXT NOT NULL,
  PRIMARY KEY (article_id, locale)
);
CREATE TABLE domains (
  id INTEGER PRIMARY KEY,
  domain_name TEXT NOT NULL UNIQUE,
  sequence INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE resources (
  id INTEGER PRIMARY KEY,
  resource_type TEXT NOT NULL,
  url TEXT NOT NULL,
  qr_code_url TEXT NOT NULL,
  label_name_en TEXT NOT NULL
);
CREATE TABLE customer_service_links (
  id INTEGER PRIMARY KEY,
  service TEXT NOT NULL CHECK (service IN ('chat', 'vip')),
  cs_type INTEGER NOT NULL,
  path TEXT NOT NULL
);
