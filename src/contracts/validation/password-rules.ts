/**
 * The field rules of the password calls (SPEC §5.1): forgot by e-mail needs the username rule and
 * the e-mail rule; a new password (forgot by phone, change password) follows the password rule.
 * The rules are the registration defaults (register-rules.ts, pattern ids of §5.2). Run by the
 * forms and again by the platform handlers; the route table's schemas check only the shape.
 */
import { checkField, type FieldErrorKey, type FieldRule } from './patterns.ts';
import { DEFAULT_REGISTER_RULES } from './register-rules.ts';

/** The rules used, with e-mail required (it is optional at registration). */
export const PASSWORD_FLOW_RULES: Readonly<Record<'username' | 'email' | 'newPassword', FieldRule>> = {
  username: { ...DEFAULT_REGISTER_RULES.username!, enabled: true, required: true },
  email: { ...DEFAULT_REGISTER_RULES.email!, enabled: true, required: true },
  newPassword: { ...DEFAULT_REGISTER_RULES.password!, enabled: true, required: true },
};

/** Field errors `{ field: messageKey }` of a forgot-by-e-mail request (empty when valid). */
export function forgotEmailErrors(values: { username: string; email: string }): Record<string, FieldErrorKey> {
  const out: Record<string, FieldErrorKey> = {};
  const username = checkField(PASSWORD_FLOW_RULES.username, values.username);
  const email = checkField(PASSWORD_FLOW_RULES.email, values.email);
  if (username) out.username = username;
  if (email) out.email = email;
  return out;
}

/** The error key of a new password by the password rule, or null when it passes. */
export function newPasswordError(password: string): FieldErrorKey | null {
  return checkField(PASSWORD_FLOW_RULES.newPassword, password);
}
