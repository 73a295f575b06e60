/**
 * The per-field rule from the server (SPEC §3 "Per-field registration rule"): enabled, required,
 * acceptedPattern (`*` means any), patternId (0–23, SPEC §5.2), minLength and maxLength in
 * characters, and type. Its own small module so the route table can carry it without the
 * pattern table (src/contracts/validation/patterns.ts), which only the forms and the platform need.
 */
import * as z from 'zod/mini';

/** zod schema of one per-field rule. */
export const fieldRuleSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  acceptedPattern: z.string().check(z.maxLength(1000)),
  patternId: z.int().check(z.gte(0), z.lte(23)),
  minLength: z.int().check(z.nonnegative()),
  maxLength: z.int().check(z.positive()),
  type: z.string(),
});
/** One per-field rule. */
export type FieldRule = z.infer<typeof fieldRuleSchema>;
