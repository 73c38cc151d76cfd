import { useForm } from '@tanstack/react-form';
import type { TFunction } from 'i18next';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { Button } from '../../../ui/Button.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { fieldError } from '../../../ui/form-field.ts';
import { LANE_TITLE_MAX } from '../kanban-board.ts';

export interface LaneFormProps {
  /** The title it starts with (renaming); empty for a new lane. */
  initial?: string;
  onSave: (title: string) => void;
  onCancel: () => void;
}

/** S2 §2: a lane's title is required, at most LANE_TITLE_MAX characters once trimmed. */
function laneSchema(t: TFunction) {
  return v.object({
    title: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(t('kanban:form.required')),
      v.maxLength(LANE_TITLE_MAX, t('kanban:form.tooLong')),
    ),
  });
}

/** S2 §2: a lane is added (and renamed) through a form with a title and the buttons Salvar and Cancelar. */
export function LaneForm({ initial = '', onSave, onCancel }: LaneFormProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => laneSchema(t), [t]);
  const form = useForm({
    defaultValues: { title: initial },
    validators: { onChange: schema, onSubmit: schema },
    onSubmit: ({ value }) => onSave(value.title.trim()),
  });
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // The form opens on a press of 'Adicionar fase' or a lane's rename: the title is what comes next.
  useEffect(() => input.current?.focus(), []);
  return (
    <form
      aria-labelledby={`${id}-label`}
      className="flex flex-col gap-2 rounded-lg border border-line bg-surface p-2"
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <span id={`${id}-label`} className="sr-only">
        {initial === '' ? t('kanban:form.add') : t('kanban:lane.rename', { title: initial })}
      </span>
      <form.Field name="title">
        {(field) => (
          <TextField
            label={t('kanban:form.title')}
            placeholder={t('kanban:form.placeholder')}
            name={field.name}
            value={field.state.value}
            ref={input}
            maxLength={LANE_TITLE_MAX + 1}
            error={fieldError(field)}
            // The rule is said after a submit, or once the user left a title they changed: typing never scolds.
            onChange={(event) => field.setValue(event.target.value, { dontUpdateMeta: true })}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                event.stopPropagation();
                onCancel();
              }
            }}
            onBlur={() => field.setMeta((meta) => ({ ...meta, isTouched: field.state.value !== initial }))}
          />
        )}
      </form.Field>
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
