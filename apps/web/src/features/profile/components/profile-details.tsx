import { toast } from 'react-toastify';
import { updateProfileRequestSchema, type User } from '@torch/contract';
import { useContractForm } from '../../../shared/lib/use-contract-form';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { Input } from '../../../shared/ui/input';
import { useAuth } from '../../auth';
import { ImageUploadField, PHOTO_TYPES } from '../../uploads';
import { useUpdateProfileMutation } from '../api';
import { useTranslation } from 'react-i18next';

/** The form for what the member edits here: their name and picture. */
export function ProfileDetails({ user }: { user: User }) {
  const { t } = useTranslation();
  const { reloadUser } = useAuth();
  const update = useUpdateProfileMutation();
  const form = useContractForm({
    id: 'profile',
    schema: updateProfileRequestSchema,
    defaultValues: { fullName: user.fullName, avatarUrl: user.avatarUrl },
    submit: (input) => update.mutateAsync(input),
    onSuccess: () => {
      toast.success(t('profileUpdatedSuccessfully', 'Profile updated successfully!'));
      void reloadUser();
    },
    toasts: {
      failure: t('updateFailed', 'Update failed'),
      fallback: t('failedToUpdateProfile', 'Failed to update profile'),
    },
  });
  return (
    <>
      <Card>
        <h2 className="text-xl font-semibold">{t('personalDetails', 'Personal details')}</h2>
        <p className="mt-1 text-sm text-ink-600">
          {t(
            'thisIsTheNameAndPictureTheCommunitySees',
            'This is the name and picture the community sees in chat and on your prayer requests.',
          )}
        </p>
        <form {...form.formProps} className="mt-6 flex flex-col gap-5">
          <Input
            label={t('fullName', 'Full Name')}
            autoComplete="name"
            required
            {...form.field('fullName')}
          />
          <ImageUploadField
            label={t('profilePicture', 'Profile picture')}
            folder="avatars"
            accept={PHOTO_TYPES}
            shape="round"
            hint={t('pngOrJpegUpTo2Mb', 'PNG or JPEG, up to 2 MB.')}
            {...form.image('avatarUrl')}
          />
          <Input
            id="profile-email"
            label={t('email', 'Email')}
            type="email"
            value={user.email}
            readOnly
            disabled
          />
          <div>
            <Button type="submit" loading={form.submitting} disabled={form.uploading}>
              {t('saveChanges', 'Save Changes')}
            </Button>
          </div>
        </form>
      </Card>
    </>
  );
}
