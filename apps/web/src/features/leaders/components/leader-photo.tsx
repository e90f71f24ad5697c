import { useState } from 'react';
import { initialOf } from '../../../shared/ui/avatar';
import { useTranslation } from 'react-i18next';

/** The leader's portrait, or their initial on the flame gradient when there is none that loads. */
export function LeaderPhoto({ name, photoUrl }: { name: string; photoUrl: string }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  if (!photoUrl || failed) {
    return (
      <div
        data-testid="leader-photo-placeholder"
        aria-hidden="true"
        className="flame-bg flex size-full items-center justify-center font-display text-5xl font-semibold text-white"
      >
        {initialOf(name)}
      </div>
    );
  }
  return (
    <img
      src={photoUrl}
      alt={t('portraitOfName', 'Portrait of {{name}}', { name })}
      width={288}
      height={288}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className="size-full object-cover"
    />
  );
}
