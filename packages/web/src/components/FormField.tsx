// A labelled form field whose error is a §5 message key, shown translated.
import type { ReactNode } from 'react';
import { Field } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { translateValidationKey } from '../i18n/catalogTexts';

interface FormFieldProps {
  label: ReactNode;
  /** The §5 key react-hook-form holds for the field (zod issue message or server FieldError key). */
  errorKey?: string;
  helper?: ReactNode;
  children: ReactNode;
  disabled?: boolean;
  /** Marks the label with the required indicator. */
  required?: boolean;
}

export function FormField({ label, errorKey, helper, children, disabled, required }: FormFieldProps) {
  const { i18n } = useLingui();
  return (
    <Field.Root invalid={Boolean(errorKey)} disabled={disabled} required={required}>
      {label !== null ? (
        <Field.Label fontWeight="medium">
          {label}
          {required ? <Field.RequiredIndicator /> : null}
        </Field.Label>
      ) : null}
      {children}
      {helper ? <Field.HelperText as="div">{helper}</Field.HelperText> : null}
      {errorKey ? <Field.ErrorText>{translateValidationKey(i18n, errorKey)}</Field.ErrorText> : null}
    </Field.Root>
  );
}
