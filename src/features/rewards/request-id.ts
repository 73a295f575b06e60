/**
 * A fresh client request id (`<prefix>-` + 24 hex digits) per send, so a double tap or a retry
 * redeems or converts once (the platform keys the movement on member + request id).
 */
export function newRequestId(prefix: string): string {
  return `${prefix}-${[...crypto.getRandomValues(new Uint8Array(12))].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}
