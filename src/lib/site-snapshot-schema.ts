/**
 * Shape of the site-content snapshot (src/generated/site-content.json, written by
 * scripts/site-snapshot.ts before the build): per locale the promotions, banner titles by
 * bannerId and help articles; the app resources; whether customer service exists; the right bar's
 * social links.
 */
import * as z from 'zod/mini';
import { helpArticleSchema, menuSettingsSchema, promotionDetailSchema, resourceSchema } from '../contracts/schemas/site.ts';

/** zod schema of the snapshot. */
export const siteSnapshotSchema = z.object({
  locales: z.record(
    z.string(),
    z.object({
      promotions: z.array(promotionDetailSchema),
      bannerTitles: z.record(z.string(), z.string()),
      help: z.array(helpArticleSchema),
    }),
  ),
  resources: z.array(resourceSchema),
  customerService: z.boolean(),
  /** The right bar's social links (SPEC §2.4), from the menu settings call (§7.2); null: not shown. */
  social: z.pick(menuSettingsSchema, { facebook: true, telegram: true }),
});
/** The site-content snapshot. */
export type SiteSnapshot = z.infer<typeof siteSnapshotSchema>;
