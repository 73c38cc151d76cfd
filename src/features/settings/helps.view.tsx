import { FilmIcon, QuestionMarkCircleIcon } from '@heroicons/react/20/solid';
import clsx from 'clsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Help } from '../../api/schemas/s2.ts';
import type { DeclaredEntity } from '../../session/entity/entity-page.ts';
import { helpsEntity, type HelpValues } from '../../session/entity/helps.entity.ts';
import type { EntityView, FieldsProps } from '../../ui/entity/entity-view.ts';
import { controlBorder, controlClass } from '../../ui/field-styles.ts';
import { fieldError, textField, bindTextArea } from '../../ui/form-field.ts';
import { cleanHelpValues, emptyHelpValues, helpSchema, helpValuesOf } from './components/help-form.ts';

/**
 * S3 §2.7 the super user's Ajuda tab of /settings: the form (title, video code, description) above the table (#,
 * title, description, video), the rows' edit and delete in the '#' column (drawn first: `actionsAt="start"`). A
 * row's edit loads it into the form; save creates or updates, then the list takes the record and the form is
 * cleared (S3 §4.2); delete asks 'Exclusão de Registro' first (S3 §8).
 */
export const helpsView: EntityView<Help, HelpValues> = {
  titleId: 'helps-manager-title',
  icon: <FilmIcon />,
  texts: {
    title: 'settings:tabs.helps',
    tableLabel: 'helps:manager.table.label',
    actionsHeader: 'helps:manager.table.index',
    empty: 'helps:manager.empty',
    emptyHint: 'helps:manager.emptyHint',
    edit: 'helps:manager.edit',
    delete: 'helps:manager.delete',
    confirmTitle: 'helps:confirmDeleteTitle',
    confirmMessage: 'helps:confirmDeleteMessage',
  },
  nameOf: (help) => help.title,
  columns: (t) => [
    {
      key: 'title',
      header: t('helps:manager.table.title'),
      width: 'minmax(0,1.2fr)',
      cell: (help) => <span className="truncate font-medium text-ink">{help.title || '-'}</span>,
    },
    {
      key: 'description',
      header: t('helps:manager.table.description'),
      width: 'minmax(0,2fr)',
      cell: (help) => <span className="line-clamp-2 text-sm text-ink-muted">{help.description || '-'}</span>,
    },
    {
      key: 'video',
      header: t('helps:manager.table.video'),
      width: 'minmax(0,10rem)',
      cell: (help) => <code className="truncate text-xs">{help.video || '-'}</code>,
    },
  ],
  actions: { width: '6rem' },
  form: {
    placement: 'inline',
    schema: helpSchema,
    initial: (editing) => (editing ? helpValuesOf(editing) : emptyHelpValues()),
    output: cleanHelpValues,
    Fields: HelpFields,
    texts: {
      addTitle: 'helps:manager.formTitleAdd',
      editTitle: 'helps:manager.formTitleEdit',
      submitAdd: 'helps:manager.save',
      submitEdit: 'helps:manager.save',
      cancel: 'helps:manager.clear',
    },
    // The rows delete; the form only saves and clears.
    inline: { delete: false },
  },
};

/** The helps entity (shared with /helps, so declared in the session) with the Ajuda tab's view. */
export const helpsAdminEntity: DeclaredEntity<Help, HelpValues> = { ...helpsEntity, view: helpsView };

/** The tab's line above the form. */
export function HelpsIntro() {
  const { t } = useTranslation();
  return (
    <p className="flex items-center gap-2 text-sm text-ink-muted">
      <QuestionMarkCircleIcon aria-hidden="true" className="size-5" />
      {t('helps:manager.intro')}
    </p>
  );
}

/** The help's fields: title and video code side by side, the description under them. */
function HelpFields({ form }: FieldsProps<Help, HelpValues, undefined>) {
  const { t } = useTranslation();
  const descriptionId = useId();
  return (
    <>
      <div className="grid gap-3 md:grid-cols-2">
        <form.Field name="title">
          {textField({ label: t('helps:manager.title'), autoComplete: 'off', maxLength: 255 })}
        </form.Field>
        <form.Field name="video">
          {textField({
            label: t('helps:manager.video'),
            hint: t('helps:manager.videoHint'),
            autoComplete: 'off',
            spellCheck: false,
          })}
        </form.Field>
      </div>
      <form.Field name="description">
        {(field) => {
          const error = fieldError(field);
          return (
            <div className="flex flex-col gap-1.5">
              <label htmlFor={descriptionId} className="text-sm font-medium text-ink">
                {t('helps:manager.description')}
              </label>
              <textarea
                id={descriptionId}
                rows={3}
                {...bindTextArea(field)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${descriptionId}-error` : undefined}
                className={clsx(
                  controlClass,
                  controlBorder(Boolean(error)),
                  'resize-y py-2 focus:border-primary focus:ring-3 focus:ring-primary/20',
                )}
              />
              {error && (
                <p
                  id={`${descriptionId}-error`}
                  className="text-xs font-medium text-red-700 dark:text-red-400"
                >
                  {error}
                </p>
              )}
            </div>
          );
        }}
      </form.Field>
    </>
  );
}
