import { invitationRequestSchema } from '@torch/contract';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../shared/lib/use-contract-form';
import { FormModal } from '../../../shared/ui/form-modal';
import { Input } from '../../../shared/ui/input';
import { useInviteUser } from '../api';

/**
 * Add User invites someone by e-mail (docs/product.md#users): the server mails a link to the
 * Register page with the address filled in. E-mail only, since the app sends no text messages.
 */
export function InviteUserModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const invite = useInviteUser();
  const form = useContractForm({
    id: 'invite-user',
    schema: invitationRequestSchema,
    defaultValues: { email: '', fullName: '' },
    submit: (input) => invite.mutateAsync(input),
    onSuccess: onClose,
    toasts: {
      success: t('invitationSent', 'Invitation sent.'),
      failure: t('invitationNotSent', 'The invitation was not sent'),
      fallback: t('somethingWentWrong', 'Something went wrong'),
    },
  });
  return (
    <FormModal
      form={form}
      onClose={onClose}
      size="sm"
      title={t('addUser', 'Add User')}
      description={t(
        'inviteByEmailDescription',
        'We e-mail them a link to the Register page with their address filled in; they choose their own password. Invitations go by e-mail only: the app cannot send text messages yet.',
      )}
      submitLabel={t('sendInvitation', 'Send invitation')}
      className="flex flex-col gap-5"
    >
      <Input
        label={t('email', 'Email')}
        type="email"
        autoComplete="off"
        required
        data-autofocus
        {...form.field('email')}
      />
      <Input
        label={t('fullNameOptional', 'Full name (optional)')}
        autoComplete="off"
        hint={t('greetsThemInTheMail', 'Greets them in the mail and fills in the Register page.')}
        {...form.field('fullName')}
      />
    </FormModal>
  );
}
