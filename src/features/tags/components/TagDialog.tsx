import { useForm } from '@tanstack/react-form';
import clsx from 'clsx';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tag } from '../../../api/schemas/tag.schema.ts';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { bindText, submitWith } from '../../../ui/form-field.ts';
import { TextField } from '../../../ui/TextField.tsx';
import { emptyTagValues, TAG_PALETTE, tagSchema, type TagFormValues } from './tag-form.ts';

export interface TagDialogProps {
  open: boolean;
  /** The tag edited; null when adding. */
  editing: Tag | null;
  /** What the last submit sent: a failed save opens the form with it again (nothing typed is lost). */
  values: TagFormValues | null;
  /** Waiting the 400 ms or saving: the submit button is busy and further presses do nothing. */
  busy: boolean;
  /** The tag changed elsewhere while open: said above the form; what was typed stays. */
  changedElsewhere: boolean;
  onSubmit: (values: TagFormValues) => void;
  onClose: () => void;
}

/** S2 §2 Tags: the tag dialog, name and colour (a fixed palette of 50, or a hex code; no transparency). */
export function TagDialog({
  open,
  editing,
  values,
  busy,
  changedElsewhere,
  onSubmit,
  onClose,
}: TagDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const initial =
    values ??
    (editing ? { name: editing.name, color: editing.color || emptyTagValues().color } : emptyTagValues());
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!busy) onClose();
      }}
      size="md"
      title={editing ? t('tags:dialog.editTitle') : t('tags:dialog.addTitle')}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {editing ? t('tags:dialog.okEdit') : t('tags:dialog.okAdd')}
          </Button>
        </>
      }
    >
      {changedElsewhere && (
        <p
          role="status"
          className="mb-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
        >
          {t('common:entity.changedElsewhere')}
        </p>
      )}
      {/* Mounted per opening: the values reset on close (S2 §4). */}
      <TagForm id={formId} initialValues={initial} busy={busy} onSubmit={onSubmit} />
    </Dialog>
  );
}

function TagForm({
  id,
  initialValues,
  busy,
  onSubmit,
}: {
  id: string;
  initialValues: TagFormValues;
  busy: boolean;
  onSubmit: (values: TagFormValues) => void;
}) {
  const { t } = useTranslation();
  const schema = useMemo(() => tagSchema(t), [t]);
  const paletteLabel = useId();
  const form = useForm({
    defaultValues: initialValues,
    validators: { onChange: schema, onSubmit: schema },
    onSubmit: ({ value }) => {
      if (busy) return;
      onSubmit({ name: value.name.trim(), color: value.color.trim().toLowerCase() });
    },
  });
  return (
    <form id={id} noValidate className="flex flex-col gap-4" onSubmit={submitWith(form)}>
      <form.Field name="name">
        {(field) => (
          <TextField label={t('tags:dialog.name')} data-autofocus autoComplete="off" {...bindText(field)} />
        )}
      </form.Field>
      <form.Field name="color">
        {(field) => (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium text-ink">{t('tags:dialog.color')}</legend>
            <div role="radiogroup" aria-labelledby={paletteLabel} className="grid grid-cols-10 gap-1.5">
              <span id={paletteLabel} className="sr-only">
                {t('tags:dialog.palette')}
              </span>
              {TAG_PALETTE.map((color) => {
                const chosen = field.state.value.toLowerCase() === color;
                return (
                  <label
                    key={color}
                    className={clsx(
                      'relative flex aspect-square cursor-pointer items-center justify-center rounded-md ring-offset-2 ring-offset-surface has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary',
                      chosen && 'ring-2 ring-ink',
                    )}
                    style={{ backgroundColor: color }}
                  >
                    <input
                      type="radio"
                      name={`${id}-color`}
                      value={color}
                      checked={chosen}
                      onChange={() => field.handleChange(color)}
                      className="sr-only"
                      aria-label={color}
                    />
                  </label>
                );
              })}
            </div>
            <div className="flex items-end gap-3">
              <TextField
                label={t('tags:dialog.hex')}
                maxLength={7}
                autoComplete="off"
                spellCheck={false}
                {...bindText(field)}
              />
              <span className="mb-2 inline-flex items-center gap-2 text-sm text-ink-muted">
                {t('tags:dialog.preview')}
                <TagChip name={form.state.values.name || '—'} color={field.state.value} />
              </span>
            </div>
          </fieldset>
        )}
      </form.Field>
    </form>
  );
}

/** A tag as S2 §2 shows it: a chip in its colour, the name in white or black, whichever reads better on it. */
export function TagChip({ name, color }: { name: string; color: string }) {
  const valid = /^#[0-9a-f]{6}$/i.test(color);
  return (
    <span
      className="inline-flex max-w-full items-center truncate rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-black/10 ring-inset"
      style={valid ? { backgroundColor: color, color: readableOn(color) } : undefined}
    >
      <span className="truncate">{name}</span>
    </span>
  );
}

/**
 * White or black text on a hex background, whichever contrasts more (WCAG relative luminance). With pure black and
 * white one of them always reaches 4.5:1 (the worst background, luminance ≈ 0.18, still gives 4.58:1).
 */
export function readableOn(hex: string): string {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  // Contrast with white (1.05 / (L + 0.05)) against contrast with black ((L + 0.05) / 0.05).
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.05 ? '#ffffff' : '#000000';
}
