// A react-hook-form field that picks one value of a fixed list by typing part of its name (a
// Chakra Combobox). The form holds the chosen item's value (a country or state code). A stored
// value the list does not recognise stays in the form and shows as typed, with a note to choose
// from the list: it is replaced only when the user picks an item or clears the field.
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { Combobox, createListCollection } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Controller, get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { FormField } from '../FormField';

/** §5: a dropdown's search input is trimmed to 20 characters. */
export const PICKER_SEARCH_LIMIT = 20;
export const trimPickerSearch = (text: string) => text.slice(0, PICKER_SEARCH_LIMIT);

export interface PickerItem {
  value: string;
  label: string;
  /** Other names the item is found by. */
  keywords?: readonly string[];
}

const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase();

/**
 * The items whose name holds the search (any case or accent): an exact code first, then those
 * found by their name, then those found only by another name.
 */
export function searchPickerItems(items: readonly PickerItem[], search: string): PickerItem[] {
  const query = folded(search.trim());
  if (!query) return [...items];
  const byCode = items.filter((item) => item.value.toLowerCase() === query);
  const rest = items.filter((item) => !byCode.includes(item));
  const byName = rest.filter((item) => folded(item.label).includes(query));
  const byKeyword = rest.filter((item) => !byName.includes(item) && (item.keywords ?? []).some((k) => folded(k).includes(query)));
  return [...byCode, ...byName, ...byKeyword];
}

export interface SearchPickerFieldProps<F extends FieldValues> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: UseFormReturn<F, unknown, any>;
  name: Path<F>;
  label: ReactNode;
  required?: boolean;
  helper?: ReactNode;
  items: readonly PickerItem[];
  /** The item value a stored text stands for, or null when the list has none. */
  recognize: (text: string) => string | null;
  placeholder: string;
  emptyText: string;
  /** The note under a stored value the list does not recognise. */
  unknownNote: (stored: string) => ReactNode;
}

export function SearchPickerField<F extends FieldValues>(props: SearchPickerFieldProps<F>) {
  const { form, name } = props;
  const error: { message?: unknown } | undefined = get(form.formState.errors, name);
  const errorKey = typeof error?.message === 'string' && error.message ? error.message : undefined;
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => {
        const stored = typeof field.value === 'string' ? field.value : '';
        const unknown = stored.trim() !== '' && props.recognize(stored) === null;
        return (
          <FormField
            label={props.label}
            errorKey={errorKey}
            required={props.required}
            helper={
              unknown || props.helper ? (
                <>
                  {unknown ? props.unknownNote(stored) : null}
                  {unknown && props.helper ? ' ' : null}
                  {props.helper}
                </>
              ) : undefined
            }
          >
            <PickerInput
              {...props}
              stored={stored}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              fieldName={field.name}
            />
          </FormField>
        );
      }}
    />
  );
}

type PickerInputProps<F extends FieldValues> = SearchPickerFieldProps<F> & {
  stored: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  inputRef: (element: HTMLInputElement | null) => void;
  fieldName: string;
};

function PickerInput<F extends FieldValues>({ items, recognize, stored, onChange, onBlur, ...props }: PickerInputProps<F>) {
  const { t } = useLingui();
  // The text being typed while the list is open; null shows the stored value's name.
  const [search, setSearch] = useState<string | null>(null);
  const input = useRef<HTMLInputElement | null>(null);
  const code = stored.trim() ? recognize(stored) : null;
  const shown = code ? (items.find((item) => item.value === code)?.label ?? stored) : stored;
  const collection = useMemo(() => createListCollection({ items: searchPickerItems(items, search ?? '') }), [items, search]);
  return (
    <Combobox.Root
      collection={collection}
      value={code ? [code] : []}
      inputValue={search ?? shown}
      openOnClick
      translations={{ triggerLabel: t`Show the list`, clearTriggerLabel: t`Clear the field` }}
      onInputValueChange={(details) => {
        if (details.reason === 'input-change') {
          const trimmed = trimPickerSearch(details.inputValue);
          // The combobox writes its value to the input only when it changes: put the cut text back.
          if (trimmed !== details.inputValue && input.current) input.current.value = trimmed;
          setSearch(trimmed);
        }
        // Clearing empties the field even when it held a value the list does not know.
        if (details.reason === 'clear-trigger') {
          setSearch(null);
          onChange('');
        }
      }}
      onValueChange={(details) => {
        setSearch(null);
        onChange(details.value[0] ?? '');
      }}
      onOpenChange={(details) => {
        if (!details.open) setSearch(null);
      }}
      onInteractOutside={onBlur}
    >
      <Combobox.Control>
        <Combobox.Input
          ref={(element) => {
            input.current = element;
            props.inputRef(element);
          }}
          name={props.fieldName}
          placeholder={props.placeholder}
          autoComplete="off"
        />
        <Combobox.IndicatorGroup>
          <Combobox.ClearTrigger />
          <Combobox.Trigger />
        </Combobox.IndicatorGroup>
      </Combobox.Control>
      <Combobox.Positioner>
        <Combobox.Content maxH="18rem" overflowY="auto">
          <Combobox.Empty>{props.emptyText}</Combobox.Empty>
          {collection.items.map((item) => (
            <Combobox.Item item={item} key={item.value}>
              {item.label}
              <Combobox.ItemIndicator />
            </Combobox.Item>
          ))}
        </Combobox.Content>
      </Combobox.Positioner>
    </Combobox.Root>
  );
}
