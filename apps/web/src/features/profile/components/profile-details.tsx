import { toast } from 'react-toastify';
import { updateProfileRequestSchema, type User } from '@torch/contract';
import { useContractForm } from '../../../shared/lib/use-contract-form';
import { Avatar } from '../../../shared/ui/avatar';
import { Badge } from '../../../shared/ui/badge';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { DocumentTitle } from '../../../shared/ui/document-title';
import { Input } from '../../../shared/ui/input';
import { useAuth } from '../../auth';
import { ImageUploadField, PHOTO_TYPES } from '../../uploads';
import { useUpdateProfileMutation } from '../api';
import { ChangeEmail } from './change-email';
import { ChangePassword } from './change-password';
import { CloseAccount } from './close-account';
import { SignOutEverywhere } from './sign-out-everywhere';
import { NotificationsCard } from './notifications-card';
import { YourData } from './your-data';
import { GivingHistory } from '../../giving';
import { useTranslation } from 'react-i18next';
import { useChurch } from '../../church';

const memberSince = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric' });

function joined(user: User): string | null {
  const date = new Date(user.createdAt);
  return Number.isNaN(date.getTime()) ? null : memberSince.format(date);
}

/** The member's card and the form for what they edit here: their name and picture. */
export function ProfileDetails({ user }: { user: User }) {
  const { t } = useTranslation();
  const church = useChurch();
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
  const since = joined(user);

  return (
    <div className="bg-cream-100/70">
      <DocumentTitle title={t('myProfile', 'My Profile')} />
      <div className="mx-auto max-w-3xl px-5 py-12 sm:px-8 sm:py-16">
        <p className="text-sm font-semibold tracking-[0.2em] text-ember-700 uppercase">
          {t('account', 'Account')}
        </p>
        <h1 className="mt-2 text-4xl font-semibold">{t('myProfile', 'My Profile')}</h1>

        <Card className="mt-8 overflow-hidden" padded={false}>
          <div className="flame-bg h-24 sm:h-28" aria-hidden="true" />
          <div className="px-6 pb-6 sm:px-8">
            <div className="-mt-12 flex items-end justify-between gap-4">
              <Avatar name={user.fullName} src={user.avatarUrl} size="xl" className="ring-4" />
              <Badge tone={user.role === 'User' ? 'neutral' : 'ember'} className="mb-1 text-sm">
                {user.role === 'User'
                  ? t('member', 'Member')
                  : user.role === 'Admin'
                    ? t('admin', 'Admin')
                    : t('superAdminHyphenated', 'Super-Admin')}
              </Badge>
            </div>
            <h2 className="mt-4 truncate text-2xl font-semibold">
              {user.fullName || t('user', 'User')}
            </h2>
            <p className="truncate text-ink-600">{user.email}</p>
          </div>
          {since && (
            <p className="border-t border-ink-100 px-6 py-4 text-sm text-ink-600 sm:px-8">
              {t(
                'partOfTheShortnameFamilySince',
                'Part of the {{shortName}} family since {{since}}.',
                { shortName: church.shortName, since },
              )}
            </p>
          )}
        </Card>

        <Card className="mt-6">
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

        <ChangeEmail user={user} />

        <ChangePassword user={user} />

        <GivingHistory />

        <NotificationsCard />

        <YourData />

        <SignOutEverywhere />

        <CloseAccount />
      </div>
    </div>
  );
}
