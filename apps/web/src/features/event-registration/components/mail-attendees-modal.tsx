import { attendeeMailSchema } from '@torch/contract';
import { toast } from 'react-toastify';
import { useContractForm } from '../../../shared/lib/use-contract-form';
import { FormModal } from '../../../shared/ui/form-modal';
import { Input } from '../../../shared/ui/input';
import { Textarea } from '../../../shared/ui/textarea';
import { useMailAttendees } from '../api';
import { useTranslation } from 'react-i18next';

/** "Mail all attendees": one message to everyone with a confirmed place, through the mail queue. */
export function MailAttendeesModal({ eventId, onClose }: { eventId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const mail = useMailAttendees(eventId);
  const form = useContractForm({
    schema: attendeeMailSchema,
    defaultValues: { subject: '', message: '' },
    submit: async (input) => {
      const { queued } = await mail.mutateAsync(input);
      toast.success(
        t('sendingToPeople', {
          count: queued,
          defaultValue_one: 'Sending to {{count}} person.',
          defaultValue_other: 'Sending to {{count}} people.',
        }),
      );
    },
    onSuccess: onClose,
    toasts: {
      failure: t('mailFailed', 'Mail failed'),
      fallback: t('somethingWentWrong', 'Something went wrong'),
    },
  });
  return (
    <FormModal
      form={form}
      onClose={onClose}
      title={t('mailAllAttendees', 'Mail all attendees')}
      description={t(
        'everyoneWithAConfirmedPlaceReceivesItWithTheirCancelLink',
        'Everyone with a confirmed place receives it, with their cancel link.',
      )}
      submitLabel={t('send', 'Send')}
      className="grid gap-5"
    >
      <Input label={t('subject', 'Subject')} required {...form.field('subject')} data-autofocus />
      <Textarea label={t('message', 'Message')} rows={6} required {...form.field('message')} />
    </FormModal>
  );
}
