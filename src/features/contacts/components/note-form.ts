import { useForm } from '@tanstack/react-form';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';

/** S1 §5: a ticket note is required and has at least 2 characters. */
export const NOTE_MIN_LENGTH = 2;

export interface NoteFormValues {
  note: string;
}

/** The note's rule (S1 §5), on the text as it will be sent (trimmed: blanks are not a note). */
export function noteSchema(t: TFunction): v.GenericSchema<NoteFormValues> {
  return v.object({
    note: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(t('validation:required')),
      v.check((note) => [...note].length >= NOTE_MIN_LENGTH, t('validation:tooShort')),
    ),
  });
}

export interface NoteFormOptions {
  /** What was typed before (the ticket's draft). */
  initial: string;
  /** A save is running: a further submit sends nothing. */
  busy: boolean;
  /** Each change of the text (the binding keeps it as the ticket's draft). */
  onChange?: (note: string) => void;
  /** Called with the trimmed note, only when it follows the rule; true once it is saved (the text is emptied). */
  onAdd: (note: string) => Promise<boolean> | void;
}

/**
 * The add-a-note form. The binding holds it, so what is typed outlives the section; the text is emptied once the
 * note is saved, and kept when the save failed.
 */
export function useNoteForm({ initial, busy, onChange, onAdd }: NoteFormOptions) {
  const { t } = useTranslation();
  const schema = useMemo(() => noteSchema(t), [t]);
  const defaultValues: NoteFormValues = { note: initial };
  return useForm({
    defaultValues,
    validators: { onChange: schema, onSubmit: schema },
    listeners: { onChange: ({ formApi }) => onChange?.(formApi.state.values.note) },
    onSubmit: async ({ value, formApi }) => {
      if (busy) return;
      if ((await onAdd(value.note.trim())) === true) formApi.setFieldValue('note', '');
    },
  });
}

export type NoteForm = ReturnType<typeof useNoteForm>;
