import { useForm } from '@tanstack/react-form';
import clsx from 'clsx';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Queue } from '../../../api/schemas/queue.schema.ts';
import { Button } from '../../../ui/Button.tsx';
import { ChangedElsewhereNote } from '../../../ui/ChangedElsewhereNote.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { controlBorder, controlClass } from '../../../ui/field-styles.ts';
import {
  fieldError,
  submitWith,
  type FormFieldLike,
  textField,
  bindTextArea,
} from '../../../ui/form-field.ts';
import { Tabs } from '../../../ui/Tabs.tsx';
import { WorkingHours } from '../../../ui/WorkingHours.tsx';
import type { WeekdaySchedule } from '../../../ui/working-hours.ts';
import {
  emptyQueueValues,
  QUEUE_PALETTE,
  queueSchema,
  queueValuesOf,
  type QueueFormValues,
} from './queue-form.ts';

export interface QueueDialogProps {
  open: boolean;
  /** The queue edited; null when adding. */
  editing: Queue | null;
  /** What the last submit sent: a failed save opens the form with it again (nothing typed is lost). */
  values: QueueFormValues | null;
  /** Waiting the 400 ms or saving. */
  busy: boolean;
  /** The queue changed elsewhere while open: said above the form; what was typed stays. */
  changedElsewhere: boolean;
  /** S2.4: the company's scheduleType is 'queue': the 'Horarios de Atendimento' tab is offered. */
  showHours: boolean;
  /** The option-tree editor of the queue (S3 §4.5), bound by the screen. */
  options: ReactNode;
  onSubmit: (values: QueueFormValues) => void;
  onClose: () => void;
  /** The hours tab's Save: the week is kept with the form (S3 §2.9); the screen says so. */
  onSchedulesKept: () => void;
}

type TabId = 'data' | 'hours';

/** S3 §2.4 queue modal: 'Dados da Fila' (name, colour, messages, typebotId, the option tree) and the hours tab. */
export function QueueDialog(props: QueueDialogProps) {
  const { t } = useTranslation();
  const { open, editing, values, busy } = props;
  const formId = useId();
  const [tab, setTab] = useState<TabId>('data');
  // Each opening starts on the first tab.
  useEffect(() => {
    if (open) setTab('data');
  }, [open]);
  const initial = values ?? (editing ? queueValuesOf(editing) : emptyQueueValues());
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!busy) props.onClose();
      }}
      size="lg"
      title={editing ? t('queues:dialog.editTitle') : t('queues:dialog.addTitle')}
      actions={
        <>
          <Button variant="secondary" onClick={props.onClose} disabled={busy}>
            {t('queues:dialog.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={busy} onClick={() => setTab('data')}>
            {editing ? t('queues:dialog.okEdit') : t('queues:dialog.okAdd')}
          </Button>
        </>
      }
    >
      {props.changedElsewhere && <ChangedElsewhereNote />}
      {/* Mounted per opening: the values reset on close (S3 §4.2). */}
      {
        <QueueForm
          id={formId}
          initialValues={initial}
          busy={busy}
          tab={props.showHours ? tab : 'data'}
          onTab={setTab}
          showHours={props.showHours}
          options={props.options}
          onSubmit={props.onSubmit}
          onSchedulesKept={props.onSchedulesKept}
        />
      }
    </Dialog>
  );
}

function QueueForm({
  id,
  initialValues,
  busy,
  tab,
  onTab,
  showHours,
  options,
  onSubmit,
  onSchedulesKept,
}: {
  id: string;
  initialValues: QueueFormValues;
  busy: boolean;
  tab: TabId;
  onTab: (tab: TabId) => void;
  showHours: boolean;
  options: ReactNode;
  onSubmit: (values: QueueFormValues) => void;
  onSchedulesKept: () => void;
}) {
  const { t } = useTranslation();
  const schema = useMemo(() => queueSchema(t), [t]);
  // The week kept by the hours tab's Save; sent with the queue (S3 §2.9).
  const [schedules, setSchedules] = useState<WeekdaySchedule[]>(initialValues.schedules);
  const form = useForm({
    defaultValues: initialValues,
    validators: { onChange: schema, onSubmit: schema },
    onSubmit: ({ value }) => {
      if (busy) return;
      onSubmit({
        name: value.name.trim(),
        color: value.color.trim(),
        greetingMessage: value.greetingMessage,
        outOfHoursMessage: value.outOfHoursMessage,
        typebotId: value.typebotId.trim(),
        schedules,
      });
    },
  });
  const dataPanel = (
    <div className="flex flex-col gap-5">
      <form id={id} noValidate className="flex flex-col gap-4" onSubmit={submitWith(form)}>
        <form.Field name="name">
          {textField({ label: t('queues:dialog.name'), 'data-autofocus': true, autoComplete: 'off' })}
        </form.Field>
        <form.Field name="color">{(field) => <ColorPalette formId={id} field={field} />}</form.Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <form.Field name="greetingMessage">
            {(field) => <MessageField label={t('queues:dialog.greetingMessage')} field={field} />}
          </form.Field>
          <form.Field name="outOfHoursMessage">
            {(field) => <MessageField label={t('queues:dialog.outOfHoursMessage')} field={field} />}
          </form.Field>
        </div>
        <form.Field name="typebotId">
          {textField({ label: t('queues:dialog.typebotId'), autoComplete: 'off', spellCheck: false })}
        </form.Field>
      </form>
      {options}
    </div>
  );
  if (!showHours) return dataPanel;
  return (
    <Tabs<TabId>
      label={t('queues:dialog.tabs')}
      value={tab}
      onChange={onTab}
      unmount={false}
      tabs={[
        { id: 'data', label: t('queues:dialog.tabData') },
        { id: 'hours', label: t('queues:dialog.tabHours') },
      ]}
      panelClassName="pt-4"
      renderPanel={(panel) =>
        panel === 'data' ? (
          dataPanel
        ) : (
          <div className="flex flex-col gap-3">
            <p className="text-sm text-ink-muted">{t('queues:dialog.hoursHint')}</p>
            <WorkingHours
              // Read again from what was kept each time the tab shows.
              key={JSON.stringify(schedules)}
              value={schedules}
              onSave={(week) => {
                setSchedules(week);
                onSchedulesKept();
                onTab('data');
              }}
            />
          </div>
        )
      }
    />
  );
}

function ColorPalette({ formId, field }: { formId: string; field: FormFieldLike<string> }) {
  const { t } = useTranslation();
  const labelId = useId();
  const error = fieldError(field);
  const current = field.state.value;
  const inPalette = QUEUE_PALETTE.some((c) => c.toLowerCase() === current.toLowerCase());
  const choices = current !== '' && !inPalette ? [current, ...QUEUE_PALETTE] : QUEUE_PALETTE;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend id={labelId} className="mb-1 text-sm font-medium text-ink">
        {t('queues:dialog.color')}
        {current !== '' && (
          <span className="ml-2 inline-flex items-center gap-1.5 align-middle text-xs font-normal text-ink-muted">
            <span
              aria-hidden="true"
              className="inline-block size-3 rounded-full ring-1 ring-black/15"
              style={{ backgroundColor: current }}
            />
            {current}
          </span>
        )}
      </legend>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${labelId}-error` : undefined}
        className="grid grid-cols-10 gap-1.5"
        data-invalid={error ? '' : undefined}
      >
        {choices.map((color) => {
          const chosen = current.toLowerCase() === color.toLowerCase();
          return (
            <label
              key={color}
              className={clsx(
                'relative flex aspect-square cursor-pointer items-center justify-center rounded-md ring-1 ring-black/10 ring-offset-2 ring-offset-surface has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary',
                chosen && 'ring-2 ring-ink',
              )}
              style={{ backgroundColor: color }}
            >
              <input
                type="radio"
                name={`${formId}-color`}
                value={color}
                checked={chosen}
                onChange={() => field.handleChange(color)}
                onBlur={field.handleBlur}
                className="sr-only"
                aria-label={color}
              />
            </label>
          );
        })}
      </div>
      {error && (
        <p id={`${labelId}-error`} className="text-xs text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function MessageField({ label, field }: { label: string; field: FormFieldLike<string> }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <textarea
        id={id}
        rows={4}
        {...bindTextArea(field)}
        className={clsx(
          controlClass,
          controlBorder(false),
          'resize-y py-2 focus:border-primary focus:ring-3 focus:ring-primary/20',
        )}
      />
    </div>
  );
}
