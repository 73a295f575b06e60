/**
 * The warning of a refused login-gated action (SPEC §5.3, §6, §8): a trial user sees
 * in_need_true_account with the confirm label in_increase_submit (which opens registration) and
 * cancel; a non-agent asking for the agent area sees error_not_agent. Driven by `$gateWarning`
 * (stores/gates.ts), rendered once by the header island.
 */
import { useStore } from '@nanostores/react';
import { useT } from '../../../lib/i18n/translate.ts';
import { ConfirmDialog, Dialog } from '../../../lib/ui/Dialog.tsx';
import { $gateWarning, dismissGateWarning } from '../../../lib/session/gates.ts';

/** The gate warning dialog; renders closed while there is no warning. */
export function GateWarningDialog() {
  const t = useT();
  const warning = useStore($gateWarning);
  return (
    <>
      <ConfirmDialog
        open={warning === 'in_need_true_account'}
        title={t('account_trial_blocked_title')}
        message={t('in_need_true_account')}
        confirmLabel={t('in_increase_submit')}
        cancelLabel={t('common_cancel')}
        onConfirm={() => dismissGateWarning(true)}
        onCancel={() => dismissGateWarning(false)}
      />
      <Dialog
        open={warning === 'error_not_agent'}
        title={t('account_not_agent_title')}
        closeLabel={t('common_close')}
        onClose={() => dismissGateWarning(false)}
        size="small"
      >
        <p className="dialog__message">{t('error_not_agent')}</p>
        <div className="dialog__actions">
          <button type="button" className="button button--primary" onClick={() => dismissGateWarning(false)}>
            {t('common_ok')}
          </button>
        </div>
      </Dialog>
    </>
  );
}
