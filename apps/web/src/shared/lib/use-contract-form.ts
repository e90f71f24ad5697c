import { i18next } from '../i18n';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  get,
  useForm,
  useWatch,
  type DefaultValues,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
} from 'react-hook-form';
import type { z } from 'zod';
import { toast } from 'react-toastify';
import { ApiError, errorMessage } from '../api/api-error';

export interface ContractFormOptions<V extends FieldValues, S extends z.ZodType> {
  /** The contract's schema for this request: the same rules the server checks. */
  schema: S;
  defaultValues: V;
  /** The request built from the form's values, when the two are not the same shape. */
  toInput?: (values: V) => unknown;
  /** The request field a form value feeds, when its name differs: its message shows and clears with it. */
  fieldOf?: Partial<Record<Path<V>, string>>;
  /** The form's own id; the fields' ids are `{id}-{name}`. Defaults to a generated one. */
  id?: string;
  /** Sends the checked request; resolves when the server accepted it. */
  submit: (input: z.output<S>) => Promise<unknown>;
  /** The toasts for the answer: `success`, or `{failure}: {server's message, else fallback}`. */
  toasts?: { success?: string; failure: string; fallback: string };
  onSuccess?: () => void;
  /** Back to the default values once the server accepted the form (forms that stay on screen). */
  resetOnSuccess?: boolean;
  /**
   * Called when the server refused. A returned text is shown above the fields as the form's
   * alert; otherwise a refusal naming a field is shown on that field.
   */
  onError?: (error: Error) => string | void;
  /** Where a server error's field shows, when the server names it differently from the form. */
  serverField?: (field: string) => string;
}

/** Whether the component is still on the page, for answers that arrive after it may have gone. */
function useIsMounted(): () => boolean {
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return useCallback(() => mounted.current, []);
}

/**
 * Every form's one shape (docs/decisions/024-one-web-shape.md): react-hook-form holds the values,
 * the contract's zod schema checks them before anything is sent, and a server refusal naming a
 * field lands on that field. A message goes as soon as its field changes, since a red field the
 * person has already fixed reads as still wrong; the whole form is checked again when sent.
 */
export function useContractForm<V extends FieldValues, S extends z.ZodType>(
  options: ContractFormOptions<V, S>,
) {
  const generatedId = useId();
  const id = options.id ?? generatedId;
  const [uploading, setUploading] = useState(false);
  const { schema, toInput, fieldOf } = options;
  const checkInput = zodResolver(schema as never) as unknown as Resolver<V>;
  const form = useForm<V, unknown, z.output<S>>({
    defaultValues: options.defaultValues as DefaultValues<V>,
    resolver: ((values, context, resolverOptions) =>
      checkInput((toInput ? toInput(values) : values) as V, context, resolverOptions)) as Resolver<
      V,
      unknown,
      z.output<S>
    >,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors, isSubmitting } = form.formState;
  // Every value, kept current: controls that are not plain inputs and texts that follow what is
  // typed (a preview, a derived address) read from here.
  const values = useWatch({ control: form.control }) as V;

  const contractName = (name: Path<V>): string => fieldOf?.[name] ?? name;
  const errorOf = (name: Path<V>): string | undefined => {
    const error: unknown = get(errors, contractName(name));
    return (error as { message?: string } | undefined)?.message;
  };
  const clear = (name: Path<V>) => {
    if (get(errors, contractName(name))) form.clearErrors(contractName(name) as Path<V>);
  };
  /** A controlled value for controls that are not plain inputs (uploads, choices, radios). */
  const setValue = <N extends Path<V>>(name: N, value: PathValue<V, N>) => {
    form.setValue(name, value, { shouldDirty: true });
    clear(name);
  };

  // A refusal that closed the form (a 401 ends the session and leaves the page) says nothing
  // more: it is handled a task later, once that page change has been drawn, and only while the
  // form is still there. A success is handled at once, before the refreshed data can close the
  // form (an application sent turns its team's card to Pending and the form goes).
  const isMounted = useIsMounted();
  const afterRender = () => new Promise((resolve) => setTimeout(resolve, 0));

  const send = form.handleSubmit(async (input) => {
    try {
      await options.submit(input);
    } catch (caught) {
      await afterRender();
      if (!isMounted()) return;
      const error = caught instanceof Error ? caught : new Error(String(caught));
      const { toasts } = options;
      if (toasts) {
        toast.error(
          i18next.t('failedMessage', '{{failed}}: {{message}}', {
            failed: toasts.failure,
            message: errorMessage(error, toasts.fallback),
          }),
        );
      }
      const alert = options.onError?.(error);
      if (alert) form.setError('root', { type: 'server', message: alert });
      else if (error instanceof ApiError && error.field) {
        const field = options.serverField?.(error.field) ?? error.field;
        form.setError(field as Path<V>, { type: 'server', message: error.message });
      }
      return;
    }
    if (options.toasts?.success) toast.success(options.toasts.success);
    if (options.resetOnSuccess) form.reset();
    options.onSuccess?.();
  });

  return {
    id,
    form,
    errors,
    submitting: isSubmitting,
    uploading,
    /** The text of a refusal shown above the fields, cleared by the next submit. */
    formError: errors.root?.message,
    errorOf,
    /** Props for the `<form>`: the browser's own checks are off, the contract's are used. */
    formProps: {
      id,
      noValidate: true,
      // A picture still uploading would be lost; the form waits for it instead.
      onSubmit: (event: FormEvent<HTMLFormElement>) =>
        uploading ? event.preventDefault() : void send(event),
    },
    /** Props for an Input, Textarea or Select bound to one value. */
    field: (name: Path<V>) => ({
      id: `${id}-${name}`,
      error: errorOf(name),
      ...form.register(name, { onChange: () => clear(name) }),
    }),
    /** Props for a Checkbox bound to one true/false value. */
    checkbox: (name: Path<V>) => ({
      id: `${id}-${name}`,
      ...form.register(name, { onChange: () => clear(name) }),
    }),
    /** A value and its setter, for a control that is not a plain input. */
    control: <N extends Path<V>>(name: N) => ({
      id: `${id}-${name}`,
      value: form.getValues(name),
      onChange: (value: PathValue<V, N>) => setValue(name, value),
      error: errorOf(name),
    }),
    /** Props for an ImageUploadField: the form waits while its picture uploads. */
    image: <N extends Path<V>>(name: N) => ({
      id: `${id}-${name}`,
      value: (form.getValues(name) as string | null | undefined) ?? null,
      onChange: (url: string | null) => setValue(name, url as PathValue<V, N>),
      error: errorOf(name),
      onUploadingChange: setUploading,
    }),
    setValue,
    setUploading,
    values,
  };
}

export type ContractForm = ReturnType<typeof useContractForm>;
