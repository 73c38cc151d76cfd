import clsx from 'clsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button.tsx';
import { controlBorder, controlClass } from './field-styles.ts';
import { fieldError, submitWith } from './form-field.ts';
import { useWorkingHoursForm } from './working-hours-form.ts';
import { maskTime, type WeekdaySchedule } from './working-hours.ts';

export interface WorkingHoursProps {
  /** The stored week (any order, days may be missing: the defaults fill them, S3 §2.9). */
  value: readonly WeekdaySchedule[];
  /** Save pressed with a valid week: the seven rows in order. */
  onSave: (week: WeekdaySchedule[]) => void;
  /** The save is running: the button is busy and further presses do nothing. */
  busy?: boolean;
  /** The button's text; 'Salvar' by default. */
  saveLabel?: string;
}

/**
 * S3 §2.9 weekly schedule form, for a queue (its modal's second tab) and for the company (the settings' Horarios
 * tab): seven rows, Monday to Sunday, each a read-only weekday and start and end times typed through the ##:##
 * mask, and a Save button. Props in, the valid week out: the caller decides what saving means (kept with the queue,
 * or PUT /companies/{id}/schedules). Mounted per opening: a new `value` is read by remounting (a `key`).
 */
export function WorkingHours({ value, onSave, busy = false, saveLabel }: WorkingHoursProps) {
  const { t } = useTranslation();
  const id = useId();
  const form = useWorkingHoursForm({ value, busy, onSave });
  // The seven days never change while the form is open: only their times are fields.
  const days = form.state.values.week;

  return (
    <form
      noValidate
      // While a save runs a further submit neither sends nor says anything.
      onSubmit={(event) => (busy ? event.preventDefault() : submitWith(form)(event))}
      className="flex flex-col gap-3"
    >
      <div
        aria-hidden="true"
        className="hidden grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)_minmax(0,1fr)] gap-3 px-1 text-xs font-medium text-ink-muted sm:grid"
      >
        <span>{t('workingHours:weekday')}</span>
        <span>{t('workingHours:start')}</span>
        <span>{t('workingHours:end')}</span>
      </div>
      <ul className="flex flex-col gap-2">
        {days.map((row, index) => {
          const day = t(`workingHours:days.${row.weekdayEn}`, { defaultValue: row.weekday });
          return (
            <li
              key={row.weekdayEn}
              className="grid grid-cols-2 items-start gap-x-3 gap-y-1 sm:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)_minmax(0,1fr)]"
            >
              <span className="col-span-2 self-center text-sm font-medium text-ink sm:col-span-1">{day}</span>
              {(['startTime', 'endTime'] as const).map((time) => {
                const inputId = `${id}-${index}-${time}`;
                return (
                  <form.Field key={time} name={`week[${index}].${time}`}>
                    {(field) => {
                      // Said once the field was left (or after a submit), then following the typing.
                      const problem = fieldError(field);
                      return (
                        <div className="flex flex-col gap-1">
                          <input
                            id={inputId}
                            inputMode="numeric"
                            autoComplete="off"
                            placeholder="HH:MM"
                            maxLength={5}
                            aria-label={t(
                              time === 'startTime' ? 'workingHours:startOf' : 'workingHours:endOf',
                              {
                                day,
                              },
                            )}
                            aria-invalid={problem ? true : undefined}
                            aria-describedby={problem ? `${inputId}-error` : undefined}
                            value={field.state.value}
                            // Typing never scolds: the field counts as touched once it is left.
                            onChange={(e) =>
                              field.setValue(maskTime(e.target.value), { dontUpdateMeta: true })
                            }
                            onBlur={field.handleBlur}
                            className={clsx(
                              controlClass,
                              controlBorder(Boolean(problem)),
                              'h-9 tabular-nums focus:border-primary focus:ring-3 focus:ring-primary/20',
                            )}
                          />
                          {problem && (
                            <p id={`${inputId}-error`} className="text-xs text-red-700 dark:text-red-400">
                              {problem}
                            </p>
                          )}
                        </div>
                      );
                    }}
                  </form.Field>
                );
              })}
            </li>
          );
        })}
      </ul>
      <div className="flex justify-end">
        <Button type="submit" loading={busy}>
          {saveLabel ?? t('workingHours:save')}
        </Button>
      </div>
    </form>
  );
}
