// The address's Country and State pickers (§5): countries of the ISO 3166 list named in the reader's
// language, stored as their alpha-2 code; for a U.S. country the state is picked from ISO
// 3166-2:US, stored as its code, and required by the domain's one U.S. rule.
import { useMemo, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useWatch, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { countryOptions, recognizeCountry } from '@portal/domain/countries';
import { isUnitedStates } from '@portal/domain/forms';
import { US_STATES, recognizeUsState } from '@portal/domain/usStates';
import { InputField } from './formFields';
import { SearchPickerField } from './SearchPickerField';

interface AddressPickerProps<F extends FieldValues> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: UseFormReturn<F, unknown, any>;
  name: Path<F>;
  label: ReactNode;
  required?: boolean;
}

/** A stored country as the form holds it: a recognised one as its code, any other text as it is. */
export const countryFormValue = (stored: string | null | undefined) => recognizeCountry(stored) ?? stored ?? '';

export function CountryPickerField<F extends FieldValues>(props: AddressPickerProps<F>) {
  const { t, i18n } = useLingui();
  const items = useMemo(
    () => countryOptions(i18n.locale).map(({ code, name, aliases }) => ({ value: code, label: name, keywords: aliases })),
    [i18n.locale],
  );
  return (
    <SearchPickerField
      {...props}
      items={items}
      recognize={recognizeCountry}
      placeholder={t`Type to search countries`}
      emptyText={t`No country matches`}
      unknownNote={(stored) => t`“${stored}” is not in the list of countries: choose the country from the list.`}
    />
  );
}

const STATE_ITEMS = US_STATES.map(({ code, name }) => ({ value: code, label: name }));

/**
 * The State field: a picker of the U.S. states when the country is the U.S. (required then, by the
 * domain's rule), free text for any other country.
 */
export function StateField<F extends FieldValues>(
  props: Omit<AddressPickerProps<F>, 'required'> & { countryName: Path<F>; maxLength: number; autoComplete?: string; helper?: ReactNode },
) {
  const { t } = useLingui();
  const country = useWatch({ control: props.form.control, name: props.countryName });
  const unitedStates = isUnitedStates(typeof country === 'string' ? country : null);
  if (!unitedStates) {
    return (
      <InputField
        form={props.form}
        name={props.name}
        label={props.label}
        maxLength={props.maxLength}
        autoComplete={props.autoComplete}
        helper={props.helper}
      />
    );
  }
  return (
    <SearchPickerField
      form={props.form}
      name={props.name}
      label={props.label}
      required
      helper={props.helper}
      items={STATE_ITEMS}
      recognize={recognizeUsState}
      placeholder={t`Type to search states`}
      emptyText={t`No state matches`}
      unknownNote={(stored) => t`“${stored}” is not in the list of states: choose the state from the list.`}
    />
  );
}
