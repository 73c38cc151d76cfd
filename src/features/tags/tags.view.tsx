import { TagIcon } from '@heroicons/react/20/solid';
import clsx from 'clsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tag } from '../../api/schemas/tag.schema.ts';
import { entityTexts, type EntityView, type FieldsProps } from '../../ui/entity/entity-view.ts';
import { bindText } from '../../ui/form-field.ts';
import { TextField } from '../../ui/TextField.tsx';
import { emptyTagValues, TAG_PALETTE, tagSchema, type TagFormValues } from './components/tag-form.ts';

/** S2 §2 Tags (/tags): a searchable table of tags as coloured chips with their ticket counts; add, edit, delete. */
export const tagsView: EntityView<Tag, TagFormValues> = {
  titleId: 'tags-title',
  icon: <TagIcon />,
  texts: entityTexts('tags:'),
  nameOf: (tag) => tag.name,
  columns: (t) => [
    {
      key: 'name',
      header: t('tags:table.name'),
      width: 'minmax(0,2fr)',
      cell: (tag) => <TagChip name={tag.name} color={tag.color} />,
    },
    {
      key: 'tickets',
      header: t('tags:table.tickets'),
      width: '10rem',
      align: 'center',
      cell: (tag) => <span className="tabular-nums">{tag.ticketsCount ?? '—'}</span>,
    },
  ],
  form: {
    schema: tagSchema,
    initial: (editing) =>
      editing ? { name: editing.name, color: editing.color || emptyTagValues().color } : emptyTagValues(),
    output: (values) => ({ name: values.name.trim(), color: values.color.trim().toLowerCase() }),
    Fields: TagFields,
    texts: {
      addTitle: 'tags:dialog.addTitle',
      editTitle: 'tags:dialog.editTitle',
      submitAdd: 'tags:dialog.okAdd',
      submitEdit: 'tags:dialog.okEdit',
    },
  },
};

/** The tag's fields: name and colour (a fixed palette of 50, or a hex code; no transparency). */
function TagFields({ form }: FieldsProps<Tag, TagFormValues, undefined>) {
  const { t } = useTranslation();
  const paletteLabel = useId();
  const group = useId();
  return (
    <>
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
                      name={`${group}-color`}
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
                <form.Subscribe selector={(state) => state.values.name}>
                  {(name) => <TagChip name={name || '—'} color={field.state.value} />}
                </form.Subscribe>
              </span>
            </div>
          </fieldset>
        )}
      </form.Field>
    </>
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
