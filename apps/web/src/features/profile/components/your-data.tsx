import { toast } from 'react-toastify';
import { errorMessage } from '../../../shared/api/api-error';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { Icon } from '../../../shared/ui/icon';
import { useDownloadMyData } from '../api';
import { useTranslation } from 'react-i18next';
import { useChurch } from '../../church';

/**
 * "Your data" (docs/security.md#your-data): a member may take away everything the church's
 * server keeps about them, as one JSON file.
 */
export function YourData() {
  const { t } = useTranslation();
  const { shortName } = useChurch();
  const download = useDownloadMyData();
  return (
    <Card className="mt-6">
      <h2 className="text-xl font-semibold">{t('yourData', 'Your data')}</h2>
      <p className="mt-1 text-sm text-ink-600">
        {t(
          'downloadEverythingShortnameKeepsAboutYou',
          'Download everything {{shortName}} keeps about you: your profile, prayer requests, testimonies, applications, chat messages and reactions, newsletter subscription and gifts, as one file.',
          { shortName },
        )}
      </p>
      <div className="mt-5">
        <Button
          variant="outline"
          loading={download.isPending}
          onClick={() =>
            download.mutate(undefined, {
              onError: (error) =>
                toast.error(
                  t(
                    'couldNotDownloadYourDataMessage',
                    'Could not download your data: {{message}}',
                    {
                      message: errorMessage(error, t('pleaseTryAgain', 'Please try again')),
                    },
                  ),
                ),
            })
          }
        >
          <Icon name="download" />
          {t('downloadMyData', 'Download my data')}
        </Button>
      </div>
    </Card>
  );
}
