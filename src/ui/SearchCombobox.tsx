import {
  Combobox,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Description,
  Field,
  Label,
} from '@headlessui/react';
import { PlusIcon } from '@heroicons/react/20/solid';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { SEARCH_MIN_CHARS } from '../lib/search.ts';
import { Spinner } from './Spinner.tsx';
import { controlBorder, controlClass } from './field-styles.ts';

export type SearchStatus = 'idle' | 'pending' | 'error' | 'success';

/** An entry of the list: a found option, or the offer to add what was typed (S1 §2.8). */
type Choice<T> = { kind: 'item'; item: T } | { kind: 'create' } | { kind: 'note' };
const CREATE = { kind: 'create' } as const;
const NOTE = { kind: 'note' } as const;

export interface SearchComboboxProps<T> {
  label: string;
  /** Under the input while nothing is chosen (e.g. 'type at least 3 characters'). */
  hint?: string;
  error?: string | undefined;
  value: T | null;
  onChange: (value: T | null) => void;
  /** What is typed; the parent searches with it once it has SEARCH_MIN_CHARS characters. */
  query: string;
  onQueryChange: (query: string) => void;
  options: readonly T[];
  optionKey: (option: T) => string | number;
  optionLabel: (option: T) => string;
  optionDescription?: (option: T) => string;
  status: SearchStatus;
  /** Shown when a search found nothing. */
  emptyText: string;
  /** With a label, the list ends with 'add what was typed'. */
  createLabel?: string;
  onCreate?: (text: string) => void;
  disabled?: boolean;
  name?: string;
  /** Focused when its dialog opens. */
  initialFocus?: boolean;
}

/** A search box with suggestions (Headless UI Combobox): the caller runs the search, this shows it. */
export function SearchCombobox<T>({
  label,
  hint,
  error,
  value,
  onChange,
  query,
  onQueryChange,
  options,
  optionKey,
  optionLabel,
  optionDescription,
  status,
  emptyText,
  createLabel,
  onCreate,
  disabled = false,
  name,
  initialFocus = false,
}: SearchComboboxProps<T>) {
  const { t } = useTranslation();
  const searching = query.trim().length >= SEARCH_MIN_CHARS;
  const offerCreate = searching && createLabel !== undefined && onCreate !== undefined;
  const same = (a: Choice<T> | null, b: Choice<T> | null) =>
    a?.kind === 'item' && b?.kind === 'item' ? optionKey(a.item) === optionKey(b.item) : a?.kind === b?.kind;
  const chosen: Choice<T> | null = value === null ? null : { kind: 'item', item: value };
  const invalid = Boolean(error);
  const note = !searching
    ? null
    : status === 'error'
      ? t('dialogs:contactSearch.failed')
      : options.length > 0
        ? null
        : status === 'pending'
          ? t('dialogs:contactSearch.searching')
          : status === 'success'
            ? emptyText
            : null;
  return (
    <Field className="flex flex-col gap-1.5" disabled={disabled}>
      <Label className="text-sm font-medium text-ink">{label}</Label>
      <Combobox<Choice<T> | null>
        value={chosen}
        by={same}
        onChange={(next) => {
          if (next?.kind === 'create') onCreate?.(query.trim());
          else if (next === null) onChange(null);
          else if (next.kind === 'item') onChange(next.item);
        }}
        {...(name ? { name } : {})}
      >
        <div className="relative">
          <ComboboxInput<Choice<T> | null>
            className={clsx(controlClass, controlBorder(invalid), 'h-10 pr-9')}
            aria-invalid={invalid || undefined}
            // Headless UI hides what is outside the open list (its label too): the input keeps its own name.
            aria-label={label}
            displayValue={(choice) => (choice?.kind === 'item' ? optionLabel(choice.item) : query)}
            onChange={(event) => {
              onQueryChange(event.target.value);
              // Typing again replaces the choice: what is shown is what is chosen.
              if (value !== null) onChange(null);
            }}
            {...(initialFocus ? { 'data-autofocus': true } : {})}
          />
          {status === 'pending' && searching && (
            <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-primary">
              <Spinner size="sm" />
            </span>
          )}
        </div>
        {/* Always mounted, so the input's aria-controls names it; empty (and hidden) below 3 characters. */}
        {
          <ComboboxOptions
            anchor={{ to: 'bottom start', gap: 6 }}
            className={clsx(
              'z-50 max-h-64 w-(--input-width) min-w-56 overflow-auto rounded-xl border border-line bg-surface p-1 text-sm shadow-lg shadow-black/10 empty:invisible focus:outline-none',
            )}
          >
            {note !== null && (
              // A listbox holds options only: the search's state is a disabled one (announced, never chosen).
              <ComboboxOption
                value={NOTE}
                disabled
                className={clsx(
                  'px-2.5 py-2',
                  status === 'error' ? 'text-red-700 dark:text-red-400' : 'text-ink-muted',
                )}
              >
                {note}
              </ComboboxOption>
            )}
            {(searching ? options : []).map((option) => (
              <ComboboxOption
                key={optionKey(option)}
                value={{ kind: 'item', item: option }}
                className="group flex cursor-pointer flex-col rounded-lg px-2.5 py-2 text-ink select-none data-focus:bg-primary/10"
              >
                <span className="truncate group-data-selected:font-semibold">{optionLabel(option)}</span>
                {optionDescription && (
                  <span className="truncate text-xs text-ink-muted">{optionDescription(option)}</span>
                )}
              </ComboboxOption>
            ))}
            {offerCreate && (
              <ComboboxOption
                value={CREATE}
                className="flex cursor-pointer items-center gap-2 rounded-lg px-2.5 py-2 font-medium text-primary select-none data-focus:bg-primary/10"
              >
                <PlusIcon className="size-4" aria-hidden="true" />
                {createLabel}
              </ComboboxOption>
            )}
          </ComboboxOptions>
        }
      </Combobox>
      {error ? (
        <Description className="text-xs font-medium text-red-700 dark:text-red-400">{error}</Description>
      ) : hint && value === null ? (
        <Description className="text-xs text-ink-muted">{hint}</Description>
      ) : null}
    </Field>
  );
}
