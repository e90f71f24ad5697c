import type { FormEvent, ReactNode } from 'react';
import { Button } from './button';
import { Modal, type ModalProps } from './modal';
import { useTranslation } from 'react-i18next';

/** What a modal needs from a form built with `useContractForm`. */
export interface ModalForm {
  id: string;
  submitting: boolean;
  uploading: boolean;
  formProps: {
    id: string;
    noValidate: boolean;
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  };
}

export interface FormModalProps extends Pick<ModalProps, 'title' | 'description' | 'size'> {
  form: ModalForm;
  onClose: () => void;
  submitLabel: ReactNode;
  /** The form's layout, e.g. a two-column grid. */
  className?: string;
  children: ReactNode;
}

/** A form in a dialog with Cancel and a submit button that waits for the save and any upload. */
export function FormModal({
  form,
  onClose,
  submitLabel,
  className,
  children,
  size = 'lg',
  ...modal
}: FormModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      onClose={onClose}
      size={size}
      {...modal}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={form.submitting}>
            {t('cancel', 'Cancel')}
          </Button>
          <Button type="submit" form={form.id} loading={form.submitting} disabled={form.uploading}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form {...form.formProps} className={className}>
        {children}
      </form>
    </Modal>
  );
}
