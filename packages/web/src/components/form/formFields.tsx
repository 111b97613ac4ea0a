// react-hook-form fields in the product's look: a labelled input, select, textarea or checkbox
// whose error is the §5 key the resolver (or the server) set, shown translated.
import type { ReactNode } from 'react';
import { Checkbox, Input, NativeSelect, Textarea } from '@chakra-ui/react';
import { Controller, get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { FormField } from '../FormField';

interface BaseProps<F extends FieldValues> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: UseFormReturn<F, unknown, any>;
  name: Path<F>;
  label: ReactNode;
  required?: boolean;
  disabled?: boolean;
  helper?: ReactNode;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const errorKeyOf = (form: UseFormReturn<any, unknown, any>, name: string): string | undefined => {
  const error: { message?: unknown } | undefined = get(form.formState.errors, name);
  const message = error?.message;
  return typeof message === 'string' && message ? message : undefined;
};

export function InputField<F extends FieldValues>(
  props: BaseProps<F> & { type?: 'text' | 'email' | 'tel' | 'url'; maxLength?: number; autoComplete?: string; dir?: 'ltr' },
) {
  const { form, name } = props;
  return (
    <FormField
      label={props.label}
      errorKey={errorKeyOf(form, name)}
      required={props.required}
      disabled={props.disabled}
      helper={props.helper}
    >
      <Input
        {...form.register(name)}
        type={props.type ?? 'text'}
        maxLength={props.maxLength}
        autoComplete={props.autoComplete ?? 'off'}
        dir={props.dir}
      />
    </FormField>
  );
}

export function TextareaField<F extends FieldValues>(props: BaseProps<F> & { maxLength?: number; rows?: number }) {
  const { form, name } = props;
  return (
    <FormField
      label={props.label}
      errorKey={errorKeyOf(form, name)}
      required={props.required}
      disabled={props.disabled}
      helper={props.helper}
    >
      <Textarea {...form.register(name)} maxLength={props.maxLength} rows={props.rows ?? 3} autoresize />
    </FormField>
  );
}

export function SelectField<F extends FieldValues>(
  props: BaseProps<F> & { options: ReadonlyArray<{ value: string; label: string }>; placeholder: string },
) {
  const { form, name } = props;
  return (
    <FormField
      label={props.label}
      errorKey={errorKeyOf(form, name)}
      required={props.required}
      disabled={props.disabled}
      helper={props.helper}
    >
      <NativeSelect.Root disabled={props.disabled}>
        <NativeSelect.Field {...form.register(name)} placeholder={props.placeholder}>
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}

export function CheckboxField<F extends FieldValues>(props: BaseProps<F>) {
  const { form, name } = props;
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormField label={null} errorKey={errorKeyOf(form, name)} disabled={props.disabled} helper={props.helper}>
          <Checkbox.Root
            checked={Boolean(field.value)}
            onCheckedChange={({ checked }) => field.onChange(checked === true)}
            disabled={props.disabled}
          >
            <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} ref={field.ref} />
            <Checkbox.Control />
            <Checkbox.Label>{props.label}</Checkbox.Label>
          </Checkbox.Root>
        </FormField>
      )}
    />
  );
}
