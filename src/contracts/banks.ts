/**
 * Banks the sandbox offers for binding a withdrawal account (SPEC §2.7 withdraw); an operator lists
 * its own. A plain list (no schema library) so the withdraw page can import it cheaply.
 */
export const BANKS = ['Vietcombank', 'VietinBank', 'BIDV', 'Agribank', 'Techcombank', 'MB Bank', 'ACB', 'Sacombank'] as const;
