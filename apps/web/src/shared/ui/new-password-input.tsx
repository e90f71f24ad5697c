import { PASSWORD_MIN_LENGTH } from '@torch/contract';
import { Input, type InputProps } from './input';

/** The box for a new password: the browser may offer one, and the hint says how long it must be. */
export function NewPasswordInput(
  props: Omit<InputProps, 'type' | 'autoComplete' | 'required' | 'hint'>,
) {
  return (
    <Input
      type="password"
      autoComplete="new-password"
      required
      hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
      {...props}
    />
  );
}
