import type { LightCampus } from '@torch/contract';
import { ContactText } from '../../../shared/ui/contact-text';
import { Icon } from '../../../shared/ui/icon';
import { CampusGallery } from './campus-gallery';
import { useTranslation } from 'react-i18next';

/** A Light Campus: its photos, where and when it meets, who leads it and how to reach them. */
export function CampusCard({
  campus,
  onOpenImage,
}: {
  campus: LightCampus;
  onOpenImage: (campus: LightCampus, index: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-3xl border border-ink-100 bg-white shadow-warm">
      <CampusGallery
        campusName={campus.name}
        images={campus.images}
        onOpen={(index) => onOpenImage(campus, index)}
      />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <h3 className="text-2xl font-semibold">{campus.name}</h3>
        <ul className="flex flex-col gap-2 text-sm text-ink-700">
          <li className="flex gap-2">
            <Icon name="pin" className="size-4 shrink-0 text-ember-700" />
            {campus.location}
          </li>
          <li className="flex gap-2">
            <Icon name="clock" className="size-4 shrink-0 text-ember-700" />
            {campus.meetingSchedule}
          </li>
          <li className="flex gap-2">
            <Icon name="user" className="size-4 shrink-0 text-ember-700" />
            {t('ledByLeaderName', 'Led by {{leaderName}}', { leaderName: campus.leaderName })}
          </li>
          <li className="flex gap-2">
            <Icon name="phone" className="mt-0.5 size-4 shrink-0 text-ember-700" />
            <span className="min-w-0">
              <ContactText text={campus.contactInfo} />
            </span>
          </li>
        </ul>
      </div>
    </article>
  );
}
