import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions, Field, Label } from '@headlessui/react';
import { CheckIcon, PlusIcon, XMarkIcon } from '@heroicons/react/20/solid';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tag } from '../../../api/schemas/tag.schema.ts';
import { LoadFailedInline, type ReadState } from '../../../ui/ResourceState.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { Swatch } from '../../../ui/Swatch.tsx';

export interface TagsEditorProps {
  /** The ticket's tags, as chips. */
  value: readonly Tag[];
  /** The company's tags to choose from. */
  options: readonly Tag[];
  /** The read of the company's tags: the chips show meanwhile, the choices wait for it; failed, a retry shows. */
  optionsLoad: ReadState;
  /** The whole new set (S1 §2.6: tags are synchronised as a set). */
  onChange: (tags: Tag[]) => void;
  /** A name typed that matches no tag: create it, then add it. */
  onCreate: (name: string) => void;
  /** A change is being saved: nothing else can change until it is. */
  busy: boolean;
  /** The peek: chips only. */
  readOnly?: boolean;
}

/** Not a tag: the "create" choice, told apart by its id (tag ids are positive). */
const CREATE_ID = -1;
/** The value of the disabled option that says why there is nothing to choose. */
const NOTHING: Tag = { id: -2, name: '', color: '' };

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** The ticket's tags under the conversation header, with a combobox to add, remove and create tags (S1 §2.6). */
export function TagsEditor({
  value,
  options,
  optionsLoad,
  onChange,
  onCreate,
  busy,
  readOnly = false,
}: TagsEditorProps) {
  const { t } = useTranslation();
  const optionsStatus = optionsLoad.status;
  const [query, setQuery] = useState('');
  const typed = query.trim();
  const matches =
    typed === ''
      ? options
      : options.filter((o) => o.name.toLocaleLowerCase().includes(typed.toLocaleLowerCase()));
  const offerCreate =
    typed !== '' && optionsStatus === 'success' && !options.some((o) => sameName(o.name, typed));

  const message =
    optionsStatus === 'pending'
      ? t('common:loading')
      : optionsStatus === 'error'
        ? t('contacts:tags.loadFailed')
        : matches.length === 0 && !offerCreate
          ? t('contacts:tags.noMatch')
          : null;

  // While a change is saved the editor is disabled and the focused control loses the focus (a removed chip's button
  // is gone for good): once it is done, the focus comes back to the chip that took the removed one's place (else the
  // input), or to the input it was typed in.
  const listRef = useRef<HTMLUListElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const refocus = useRef<{ chip: number } | 'input' | null>(null);
  // A tag being created: its name stays typed until it is a chip (a failure leaves it there to try again).
  const creating = useRef<string | null>(null);
  useEffect(() => {
    if (busy) return;
    const name = creating.current;
    if (name !== null) {
      creating.current = null;
      if (value.some((tag) => sameName(tag.name, name))) setQuery('');
    }
    const target = refocus.current;
    refocus.current = null;
    if (target === null) return;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [];
    const chip = target === 'input' ? undefined : buttons[Math.min(target.chip, buttons.length - 1)];
    (chip ?? inputRef.current)?.focus();
  }, [busy, value]);

  const remove = (tag: Tag, index: number) => {
    refocus.current = { chip: index };
    onChange(value.filter((x) => x.id !== tag.id));
  };

  const chips = value.map((tag, index) => (
    <li
      key={tag.id}
      className="inline-flex max-w-48 items-center gap-1 rounded-md bg-surface py-0.5 pr-0.5 pl-1.5 text-xs font-semibold text-ink ring-1 ring-line ring-inset"
    >
      <span
        aria-hidden="true"
        className="size-2 shrink-0 rounded-full"
        style={{ backgroundColor: tag.color }}
      />
      <span className="truncate">{tag.name}</span>
      {!readOnly && (
        <button
          type="button"
          onClick={() => remove(tag, index)}
          disabled={busy}
          aria-label={t('contacts:tags.remove', { name: tag.name })}
          className="inline-flex size-5 cursor-pointer items-center justify-center rounded text-ink-muted hover:bg-ink/10 hover:text-ink focus-visible:outline-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-50"
        >
          <XMarkIcon className="size-3.5" aria-hidden="true" />
        </button>
      )}
    </li>
  ));

  if (readOnly)
    return (
      <div className="border-b border-line px-3 py-1.5">
        {value.length === 0 ? (
          <p className="text-xs text-ink-muted">{t('contacts:tags.none')}</p>
        ) : (
          <ul aria-label={t('contacts:tags.label')} className="flex flex-wrap gap-1.5">
            {chips}
          </ul>
        )}
      </div>
    );

  return (
    <Field
      disabled={busy}
      aria-busy={busy || undefined}
      className="flex flex-wrap items-center gap-1.5 border-b border-line px-3 py-1.5"
    >
      <Label className="sr-only">{t('contacts:tags.label')}</Label>
      {value.length > 0 && (
        <ul ref={listRef} aria-label={t('contacts:tags.label')} className="contents">
          {chips}
        </ul>
      )}
      <Combobox<Tag, true>
        multiple
        value={[...value]}
        by="id"
        immediate
        onChange={(next) => {
          refocus.current = 'input';
          const create = next.find((x) => x.id === CREATE_ID);
          if (create) {
            creating.current = create.name;
            onCreate(create.name);
          } else {
            setQuery('');
            onChange(next);
          }
        }}
        onClose={() => {
          if (creating.current === null) setQuery('');
        }}
      >
        <ComboboxInput
          ref={inputRef}
          placeholder={t('contacts:tags.placeholder')}
          displayValue={() => query}
          onChange={(e) => setQuery(e.target.value)}
          className="h-7 min-w-32 flex-1 rounded-md border border-transparent bg-transparent px-1.5 text-sm text-ink placeholder:text-ink-muted hover:border-line focus:border-primary focus:outline-none data-disabled:cursor-not-allowed data-disabled:opacity-60"
        />
        <ComboboxOptions
          anchor={{ to: 'bottom start', gap: 4 }}
          modal={false}
          className="z-50 max-h-64 w-64 overflow-auto rounded-xl border border-line bg-surface p-1 text-sm shadow-lg shadow-black/10 empty:invisible focus:outline-none"
        >
          {/* A listbox holds options only: what the list has to say instead is a disabled option. */}
          {message !== null && (
            <ComboboxOption
              disabled
              value={NOTHING}
              className="flex items-center gap-2 px-2.5 py-2 text-ink-muted select-none"
            >
              {optionsStatus === 'pending' && <Spinner size="sm" />}
              {message}
            </ComboboxOption>
          )}
          {matches.map((tag) => (
            <ComboboxOption
              key={tag.id}
              value={tag}
              className="group flex cursor-pointer items-center gap-2 rounded-lg px-2.5 py-2 text-ink select-none data-focus:bg-primary/10"
            >
              <Swatch color={tag.color} />
              <span className="min-w-0 flex-1 truncate group-data-selected:font-semibold">{tag.name}</span>
              <CheckIcon
                className="invisible size-4 text-primary group-data-selected:visible"
                aria-hidden="true"
              />
            </ComboboxOption>
          ))}
          {offerCreate && (
            <ComboboxOption
              value={{ id: CREATE_ID, name: typed, color: '' }}
              className="flex cursor-pointer items-center gap-2 rounded-lg px-2.5 py-2 text-ink select-none data-focus:bg-primary/10"
            >
              <PlusIcon className="size-4 text-primary" aria-hidden="true" />
              <span className="min-w-0 flex-1 truncate">{t('contacts:tags.create', { name: typed })}</span>
            </ComboboxOption>
          )}
        </ComboboxOptions>
      </Combobox>
      {optionsStatus === 'error' && (
        <LoadFailedInline
          what={t('contacts:tags.label')}
          error={optionsLoad.error}
          onRetry={optionsLoad.onRetry}
          {...(optionsLoad.retrying === undefined ? {} : { retrying: optionsLoad.retrying })}
          className="min-h-7 py-0.5"
        />
      )}
      {busy && (
        <span role="status" className="inline-flex items-center gap-1.5 text-xs text-ink-muted">
          <Spinner size="sm" />
          {t('contacts:tags.saving')}
        </span>
      )}
    </Field>
  );
}
