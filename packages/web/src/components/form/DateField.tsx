// A date field that reads and writes dd/mm/yyyy whatever the browser's locale (§1), where a
// native type=date input would show mm/dd/yyyy in an en-US browser. The form holds yyyy-mm-dd;
// the calendar button opens the browser's own picker on a hidden date input.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Box, IconButton, Input, InputGroup } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { format, isValid, parse, parseISO } from 'date-fns';
import { Controller, get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { LuCalendar } from 'react-icons/lu';
import { FormField } from '../FormField';
import { todayExactly, type Today } from '@portal/domain/patients';

const ISO_DAY = 'yyyy-MM-dd';
const DISPLAY_DAY = 'dd/MM/yyyy';
/** What the form holds while the text is not a date: no schema takes it for one (→ the field's `_req` key). */
export const UNREADABLE_DATE = 'unreadable-date';

/** "09/03/2015" (also 9/3/2015, 09.03.2015, 09-03-2015) → "2015-03-09"; null when it is no real day. */
export function displayToIsoDay(text: string): string | null {
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [, day, month, year] = match;
  const date = parse(`${day!.padStart(2, '0')}/${month!.padStart(2, '0')}/${year}`, DISPLAY_DAY, new Date(2000, 0, 1));
  return isValid(date) ? format(date, ISO_DAY) : null;
}

/** "2015-03-09" (or a full ISO date-time) → "09/03/2015"; '' when it is no date. */
export function isoDayToDisplay(iso: string | null | undefined): string {
  if (!iso || !/^\d{4}-\d{2}-\d{2}/.test(iso)) return '';
  const date = parseISO(iso.slice(0, 10));
  return isValid(date) ? format(date, DISPLAY_DAY) : '';
}

/** Today in the browser's time zone, yyyy-mm-dd (for min/max). */
export const todayIsoDay = (now: Date = new Date()) => format(now, ISO_DAY);

/** "Today" for the domain schemas in a form: exactly the doctor's local day. */
export const localToday = (now: Date = new Date()): Today => todayExactly(todayIsoDay(now));

interface DateInputProps {
  value: string;
  onChange: (isoDay: string) => void;
  onBlur?: () => void;
  id?: string;
  name?: string;
  min?: string;
  max?: string;
  disabled?: boolean;
  invalid?: boolean;
  inputRef?: (element: HTMLInputElement | null) => void;
}

/** The text input and the calendar button; `value` / `onChange` are yyyy-mm-dd ('' when empty). */
export function DateInput({ value, onChange, onBlur, id, name, min, max, disabled, inputRef }: DateInputProps) {
  const { t } = useLingui();
  const [text, setText] = useState(() => isoDayToDisplay(value));
  // The value this field last gave the form: any other value came from outside (reset, picker).
  const emitted = useRef(value);
  const picker = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    setText(isoDayToDisplay(value));
  }, [value]);

  const emit = (next: string) => {
    emitted.current = next;
    onChange(next);
  };
  const typed = (next: string) => {
    setText(next);
    emit(next.trim() === '' ? '' : (displayToIsoDay(next) ?? UNREADABLE_DATE));
  };
  const openPicker = () => {
    const native = picker.current;
    if (!native) return;
    native.value = displayToIsoDay(text) ?? '';
    // showPicker is missing in older browsers (and jsdom): clicking the input is their way.
    if (typeof native.showPicker === 'function') {
      try {
        native.showPicker();
        return;
      } catch {
        /* not allowed here: fall through */
      }
    }
    native.click();
  };

  return (
    <Box position="relative" w="full">
      <InputGroup
        endElement={
          <IconButton size="xs" variant="ghost" aria-label={t`Choose a date`} onClick={openPicker} disabled={disabled} me="-1">
            <LuCalendar />
          </IconButton>
        }
      >
        <Input
          ref={inputRef}
          id={id}
          name={name}
          value={text}
          inputMode="numeric"
          autoComplete="off"
          placeholder={t`dd/mm/yyyy`}
          disabled={disabled}
          onChange={(event) => typed(event.target.value)}
          onBlur={() => {
            // A readable date is shown in full (9/3/2015 → 09/03/2015).
            const iso = displayToIsoDay(text);
            if (iso) setText(isoDayToDisplay(iso));
            onBlur?.();
          }}
        />
      </InputGroup>
      {/* The browser's calendar, anchored under the field; out of the tab order and the accessibility tree. */}
      <input
        ref={picker}
        type="date"
        tabIndex={-1}
        aria-hidden="true"
        min={min}
        max={max}
        data-testid="date-picker-native"
        style={{ position: 'absolute', insetInlineEnd: 0, bottom: 0, width: '1px', height: '1px', opacity: 0, pointerEvents: 'none' }}
        onChange={(event) => {
          const iso = event.target.value;
          if (!iso) return;
          setText(isoDayToDisplay(iso));
          emit(iso);
        }}
      />
    </Box>
  );
}

interface DateFieldProps<F extends FieldValues> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: UseFormReturn<F, unknown, any>;
  name: Path<F>;
  label: ReactNode;
  required?: boolean;
  disabled?: boolean;
  helper?: ReactNode;
  /** yyyy-mm-dd bounds for the calendar; the form's schema decides what is accepted. */
  min?: string;
  max?: string;
}

/** A react-hook-form date field (labelled, §5 error key shown translated). */
export function DateField<F extends FieldValues>({ form, name, label, required, disabled, helper, min, max }: DateFieldProps<F>) {
  const { t } = useLingui();
  const error: { message?: unknown } | undefined = get(form.formState.errors, name);
  const errorKey = typeof error?.message === 'string' && error.message ? error.message : undefined;
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormField
          label={label}
          // Text that is no date says how to write one rather than "required" (FormField passes
          // text that is no §5 key through as it is).
          errorKey={errorKey && field.value === UNREADABLE_DATE ? t`Enter the date as dd/mm/yyyy` : errorKey}
          required={required}
          disabled={disabled}
          helper={helper}
        >
          <DateInput
            value={typeof field.value === 'string' ? field.value : ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            name={field.name}
            inputRef={field.ref}
            min={min}
            max={max}
            disabled={disabled}
          />
        </FormField>
      )}
    />
  );
}
