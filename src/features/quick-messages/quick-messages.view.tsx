import { BoltIcon } from '@heroicons/react/20/solid';
import clsx from 'clsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuickMessage } from '../../api/schemas/index.ts';
import { entityTexts, type EntityView, type FieldsProps } from '../../ui/entity/entity-view.ts';
import { controlBorder, controlClass } from '../../ui/field-styles.ts';
import { fieldError, textField, bindTextArea } from '../../ui/form-field.ts';
import {
  emptyQuickMessageValues,
  MESSAGE_MAX,
  quickMessageSchema,
  SHORTCODE_MAX,
  type QuickMessageFormValues,
} from './components/quick-message-form.ts';

/**
 * S2 §2 Quick messages (/quick-messages): title, search, add button, the table of shortcut, message and actions
 * (edit, delete); the 'Mensagem Rápida' dialog and the 'Excluir Registro' confirmation.
 */
export const quickMessagesView: EntityView<QuickMessage, QuickMessageFormValues> = {
  titleId: 'quick-messages-title',
  icon: <BoltIcon />,
  texts: entityTexts('quickMessages:'),
  nameOf: (q) => q.shortcode,
  columns: (t) => [
    {
      key: 'shortcode',
      header: t('quickMessages:table.shortcode'),
      width: 'minmax(8rem,1fr)',
      cell: (q) => <span className="truncate font-mono text-sm font-semibold">/{q.shortcode}</span>,
    },
    {
      key: 'message',
      header: t('quickMessages:table.message'),
      width: 'minmax(0,3fr)',
      cell: (q) => (
        <span className="truncate" title={q.message}>
          {q.message}
        </span>
      ),
    },
  ],
  form: {
    schema: quickMessageSchema,
    initial: (editing) =>
      editing ? { shortcode: editing.shortcode, message: editing.message } : emptyQuickMessageValues(),
    output: (values) => ({ shortcode: values.shortcode.trim(), message: values.message.trim() }),
    Fields: QuickMessageFields,
    texts: {
      addTitle: 'quickMessages:dialog.title',
      editTitle: 'quickMessages:dialog.title',
      submitAdd: 'quickMessages:dialog.save',
      submitEdit: 'quickMessages:dialog.save',
    },
  },
};

/** Shortcode and message, the message with its count against the limit. */
function QuickMessageFields({ form }: FieldsProps<QuickMessage, QuickMessageFormValues, undefined>) {
  const { t } = useTranslation();
  const messageId = useId();
  return (
    <>
      <form.Field name="shortcode">
        {textField({
          label: t('quickMessages:dialog.shortcode'),
          'data-autofocus': true,
          autoComplete: 'off',
          maxLength: SHORTCODE_MAX + 10,
        })}
      </form.Field>
      <form.Field name="message">
        {(field) => {
          const error = fieldError(field);
          return (
            <div className="flex flex-col gap-1.5">
              <label htmlFor={messageId} className="text-sm font-medium text-ink">
                {t('quickMessages:dialog.message')}
              </label>
              <textarea
                id={messageId}
                rows={6}
                {...bindTextArea(field)}
                aria-invalid={error ? true : undefined}
                aria-describedby={`${messageId}-count${error ? ` ${messageId}-error` : ''}`}
                className={clsx(
                  controlClass,
                  controlBorder(Boolean(error)),
                  'resize-y py-2 focus:border-primary focus:ring-3 focus:ring-primary/20',
                )}
              />
              <div className="flex justify-between gap-2 text-xs">
                {error ? (
                  <p id={`${messageId}-error`} className="font-medium text-red-700 dark:text-red-400">
                    {error}
                  </p>
                ) : (
                  <span />
                )}
                <span id={`${messageId}-count`} className="text-ink-muted tabular-nums">
                  {field.state.value.length}/{MESSAGE_MAX}
                </span>
              </div>
            </div>
          );
        }}
      </form.Field>
    </>
  );
}
