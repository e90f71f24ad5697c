import { PASSWORD_MIN_LENGTH } from '@torch/contract';
import { Input, type InputProps } from './input';
import { useTranslation } from 'react-i18next';

/** The box for a new password: the browser may offer one, and the hint says how long it must be. */
export function NewPasswordInput(
  props: Omit<InputProps, 'type' | 'autoComplete' | 'required' | 'hint'>,
) {
  const { t } = useTranslation();
  return (
    <Input
      type="password"
      autoComplete="new-password"
      required
      hint={t('atLeastMinCharacters', 'At least {{min}} characters.', {
        min: PASSWORD_MIN_LENGTH,
      })}
      {...props}
    />
  );
}
