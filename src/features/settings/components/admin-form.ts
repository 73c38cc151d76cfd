import { useState } from 'react';

/** The form of a super user's tab (Empresas, Planos, Ajuda): the entity page's dialog state, shown above the table. */
export interface AdminFormState<T, V> {
  /** A save is on its way or a row is loaded into the form (the entity page's dialog state). */
  open: boolean;
  /** The record loaded into the form; null for a new one. */
  editing: T | null;
  /** What the last submit sent: a failed save keeps it in the form (nothing typed is lost). */
  values: V | null;
  /** Waiting the submit delay or saving. */
  busy: boolean;
  /** The record in the form changed elsewhere: said above the form; what was typed stays. */
  changedElsewhere: boolean;
}

/**
 * The form is cleared when a save ends or 'Limpar' is pressed: it is mounted again (S3 §4.2), keyed by the
 * generation this returns. 'Limpar' with nothing loaded clears what was typed here; with a record loaded the page
 * closes it (then the form's close bumps the generation).
 */
export function useFormGeneration(open: boolean, onClear: () => void) {
  const [generation, setGeneration] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (!open) setGeneration((g) => g + 1);
  }
  const clear = () => {
    if (!open) setGeneration((g) => g + 1);
    onClear();
  };
  return { generation, clear };
}
