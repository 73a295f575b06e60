/**
 * Cashier calls of the member center (SPEC §2.7 depositv2, withdraw, transferFund,
 * transferUpline; SPEC §4 withdrawal confirmation; DOMAIN.md §3): deposit channels, deposits,
 * the payment provider's signed callback, and the sandbox provider's own page calls.
 * Part of the one route table (src/contracts/routes.ts merges every area file).
 */
import * as z from 'zod/mini';
import { route, type RouteDef } from '../route-def.ts';
import * as cashier from '../schemas/cashier.ts';

/** The cashier area's calls, keyed by the portal's name for each. */
export const cashierRoutes = {
  depositChannels: route({ path: '/wps/cashier/deposit/channels', method: 'GET', token: true, gate: 'member', encrypted: false, specPath: false, response: cashier.depositChannelsSchema }),
  depositCreate: route({ path: '/wps/cashier/deposit', method: 'POST', token: true, gate: 'member', encrypted: false, specPath: false, request: cashier.depositCreateRequestSchema, response: cashier.depositSchema }),
  depositStatus: route({ path: '/wps/cashier/deposit/status', method: 'GET', token: true, gate: 'member', encrypted: false, specPath: false, request: cashier.depositQuerySchema, response: cashier.depositSchema }),
  depositList: route({ path: '/wps/cashier/deposits', method: 'GET', token: true, gate: 'member', encrypted: false, specPath: false, response: z.array(cashier.depositSchema) }),
  paymentPasswordStatus: route({ path: '/wps/cashier/payment-password/status', method: 'GET', token: true, gate: 'member', encrypted: false, specPath: false, response: cashier.paymentPasswordStatusSchema }),
  // Carries passwords: encrypted upstream like the login password.
  paymentPasswordSave: route({ path: '/wps/cashier/payment-password', method: 'POST', token: true, gate: 'member', encrypted: true, specPath: false, request: cashier.paymentPasswordSaveSchema, response: cashier.paymentPasswordStatusSchema }),
  bankAccountAdd: route({ path: '/wps/cashier/bank-accounts', method: 'POST', token: true, gate: 'member', encrypted: true, specPath: false, request: cashier.bankAccountAddSchema, response: cashier.bankAccountSchema }),
  withdrawInfo: route({ path: '/wps/cashier/withdraw/info', method: 'GET', token: true, gate: 'member', encrypted: false, specPath: false, response: cashier.withdrawInfoSchema }),
  withdrawalCreate: route({ path: '/wps/cashier/withdraw', method: 'POST', token: true, gate: 'member', encrypted: true, specPath: false, request: cashier.withdrawalCreateSchema, response: cashier.withdrawalSchema }),
  withdrawalConfirm: route({ path: '/wps/cashier/withdraw/confirm', method: 'POST', token: true, gate: 'member', encrypted: false, specPath: false, request: cashier.withdrawalConfirmSchema, response: cashier.withdrawalSchema }),
  devWithdrawalReject: route({ path: '/wps/dev/withdraw/reject', method: 'POST', token: false, encrypted: false, specPath: false, devOnly: true, request: cashier.devWithdrawalRejectSchema, response: cashier.withdrawalSchema }),
  transferUplineInfo: route({ path: '/wps/cashier/transfer-upline/info', method: 'GET', token: true, gate: 'member', encrypted: false, specPath: false, response: cashier.transferUplineInfoSchema }),
  transferUpline: route({ path: '/wps/cashier/transfer-upline', method: 'POST', token: true, gate: 'member', encrypted: true, specPath: false, request: cashier.transferUplineSchema, response: cashier.transferUplineResultSchema }),
  // The provider calls this server to server; its signature, not a session, authenticates it.
  paymentCallback: route({ path: '/wps/payment/callback', method: 'POST', token: false, encrypted: false, specPath: false, serverToServer: true, request: cashier.paymentCallbackSchema, response: cashier.paymentCallbackResponseSchema }),
  // The sandbox payment provider's own page (/dev/pay/): never on a deployment.
  devPaymentInfo: route({ path: '/wps/dev/payment', method: 'GET', token: false, encrypted: false, specPath: false, devOnly: true, request: cashier.sandboxPaymentQuerySchema, response: cashier.sandboxPaymentSchema }),
  devPaymentAct: route({ path: '/wps/dev/payment/act', method: 'POST', token: false, encrypted: false, specPath: false, devOnly: true, request: cashier.sandboxPaymentActionSchema, response: cashier.sandboxPaymentSchema }),
} as const satisfies Record<string, RouteDef>;
