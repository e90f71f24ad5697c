import { Trans } from 'react-i18next';
import { Link } from 'react-router';

/**
 * An auth screen's footer line, "New to Torch? Create an account": one sentence with the link
 * inside, so a translation can place the link where its language wants it; `values` fill its
 * placeholders (the church's short name). The extractor reads
 * its i18nKey and defaults as it does Trans's (apps/web/i18next.config.ts).
 */
export function ScreenSwitchLink({
  i18nKey,
  defaults,
  to,
  state,
  values,
}: {
  i18nKey: string;
  defaults: string;
  to: string;
  state?: unknown;
  values?: Record<string, string>;
}) {
  return (
    <Trans
      i18nKey={i18nKey}
      defaults={defaults}
      values={values}
      components={[
        <Link
          to={to}
          state={state}
          className="font-semibold text-ember-700 underline-offset-4 hover:underline"
        />,
      ]}
    />
  );
}
