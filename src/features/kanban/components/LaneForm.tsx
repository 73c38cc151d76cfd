import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { LANE_TITLE_MAX } from '../kanban-board.ts';

export interface LaneFormProps {
  /** The title it starts with (renaming); empty for a new lane. */
  initial?: string;
  onSave: (title: string) => void;
  onCancel: () => void;
}

/** S2 §2: a lane is added (and renamed) through a form with a title and the buttons Salvar and Cancelar. */
export function LaneForm({ initial = '', onSave, onCancel }: LaneFormProps) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(initial);
  const [touched, setTouched] = useState(false);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // The form opens on a press of 'Adicionar fase' or a lane's rename: the title is what comes next.
  useEffect(() => input.current?.focus(), []);
  const trimmed = title.trim();
  const error =
    trimmed === ''
      ? t('kanban:form.required')
      : trimmed.length > LANE_TITLE_MAX
        ? t('kanban:form.tooLong')
        : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (error === undefined) onSave(trimmed);
  };
  return (
    <form
      aria-labelledby={`${id}-label`}
      className="flex flex-col gap-2 rounded-lg border border-line bg-surface p-2"
      onSubmit={submit}
    >
      <span id={`${id}-label`} className="sr-only">
        {initial === '' ? t('kanban:form.add') : t('kanban:lane.rename', { title: initial })}
      </span>
      <TextField
        label={t('kanban:form.title')}
        placeholder={t('kanban:form.placeholder')}
        value={title}
        ref={input}
        maxLength={LANE_TITLE_MAX + 1}
        error={touched ? error : undefined}
        onChange={(event) => setTitle(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            onCancel();
          }
        }}
        onBlur={() => setTouched(title !== initial)}
      />
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onCancel}>
          {t('kanban:form.cancel')}
        </Button>
        <Button type="submit" size="sm">
          {t('kanban:form.save')}
        </Button>
      </div>
    </form>
  );
}
