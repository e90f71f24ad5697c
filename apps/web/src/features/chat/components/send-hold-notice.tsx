import { useEffect, useState } from 'react';
import { Icon } from '../../../shared/ui/icon';
import { useTranslation } from 'react-i18next';

/** Seconds left until `until`, counted down once a second. */
function useSecondsUntil(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/**
 * Above the composer while the server's send limit holds messages back: they are kept, and
 * go by themselves when the wait is over, so the member knows there is nothing to retype.
 */
export function SendHoldNotice({ until, count }: { until: number; count: number }) {
  const { t } = useTranslation();
  const seconds = useSecondsUntil(until);
  return (
    <p
      role="status"
      className="mx-3 mb-2 flex items-center gap-2 rounded-xl border border-gold-400/30 bg-gold-400/10 px-3 py-2 text-sm text-cream-50 sm:mx-5"
    >
      <Icon name="clock" className="size-4 shrink-0 text-gold-300" />
      <span>
        {seconds > 0
          ? t('sendingALittleFastKeptAndWillSendInSeconds', {
              count,
              seconds,
              defaultValue_one:
                'Sending a little fast. Your message is kept and will send in {{seconds}} s.',
              defaultValue_other:
                'Sending a little fast. Your {{count}} messages are kept and will send in {{seconds}} s.',
            })
          : t('sendingALittleFastKeptAndWillSendNow', {
              count,
              defaultValue_one: 'Sending a little fast. Your message is kept and will send now.',
              defaultValue_other:
                'Sending a little fast. Your {{count}} messages are kept and will send now.',
            })}
      </span>
    </p>
  );
}
