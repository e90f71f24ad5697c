import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Button } from './button';
import { Modal } from './modal';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Destructive actions get a red button so the weight of the choice is visible. */
  tone?: 'danger' | 'primary';
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** What the question needs answered first (a password field, given `data-autofocus`). */
  children?: ReactNode;
}

/** Asks before an action that cannot be undone; replaces window.confirm. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  tone = 'danger',
  busy = false,
  onConfirm,
  onCancel,
  children,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      description={message}
      size="sm"
      role="alertdialog"
      // The fields come before the buttons, so their data-autofocus wins over Cancel's.
      children={children}
      footer={
        <>
          <Button variant="outline" onClick={onCancel} data-autofocus>
            {cancelLabel ?? t('cancel', 'Cancel')}
          </Button>
          <Button variant={tone} onClick={onConfirm} loading={busy}>
            {confirmLabel ?? t('confirm', 'Confirm')}
          </Button>
        </>
      }
    />
  );
}
