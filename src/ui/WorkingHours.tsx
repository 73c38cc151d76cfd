import clsx from 'clsx';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button.tsx';
import { controlBorder, controlClass } from './field-styles.ts';
import { focusFirstInvalid } from './form-field.ts';
import {
  maskTime,
  rowProblems,
  weekFrom,
  weekProblems,
  type RowProblems,
  type WeekdaySchedule,
} from './working-hours.ts';

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

type Field = 'startTime' | 'endTime';

/**
 * S3 §2.9 weekly schedule form, for a queue (its modal's second tab) and for the company (the settings' Horarios
 * tab): seven rows, Monday to Sunday, each a read-only weekday and start and end times typed through the ##:##
 * mask, and a Save button. Props in, the valid week out: the caller decides what saving means (kept with the queue,
 * or PUT /companies/{id}/schedules). Mounted per opening: a new `value` is read by remounting (a `key`).
 */
export function WorkingHours({ value, onSave, busy = false, saveLabel }: WorkingHoursProps) {
  const { t } = useTranslation();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [week, setWeek] = useState(() => weekFrom(value));
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const problems = weekProblems(week);

  const set = (index: number, field: Field, raw: string) =>
    setWeek((w) => w.map((row, i) => (i === index ? { ...row, [field]: maskTime(raw) } : row)));
  const shown = (index: number, field: Field): RowProblems[Field] =>
    submitted || touched.has(`${index}.${field}`) ? problems[index]?.[field] : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    if (week.some((row) => Object.keys(rowProblems(row)).length > 0)) {
      if (formRef.current) focusFirstInvalid(formRef.current);
      return;
    }
    onSave(week.map((row) => ({ ...row })));
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-3">
      <div
        aria-hidden="true"
        className="hidden grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)_minmax(0,1fr)] gap-3 px-1 text-xs font-medium text-ink-muted sm:grid"
      >
        <span>{t('workingHours:weekday')}</span>
        <span>{t('workingHours:start')}</span>
        <span>{t('workingHours:end')}</span>
      </div>
      <ul className="flex flex-col gap-2">
        {week.map((row, index) => {
          const day = t(`workingHours:days.${row.weekdayEn}`, { defaultValue: row.weekday });
          return (
            <li
              key={row.weekdayEn}
              className="grid grid-cols-2 items-start gap-x-3 gap-y-1 sm:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)_minmax(0,1fr)]"
            >
              <span className="col-span-2 self-center text-sm font-medium text-ink sm:col-span-1">{day}</span>
              {(['startTime', 'endTime'] as const).map((field) => {
                const problem = shown(index, field);
                const inputId = `${id}-${index}-${field}`;
                return (
                  <div key={field} className="flex flex-col gap-1">
                    <input
                      id={inputId}
                      inputMode="numeric"
                      autoComplete="off"
                      placeholder="HH:MM"
                      maxLength={5}
                      aria-label={t(field === 'startTime' ? 'workingHours:startOf' : 'workingHours:endOf', {
                        day,
                      })}
                      aria-invalid={problem ? true : undefined}
                      aria-describedby={problem ? `${inputId}-error` : undefined}
                      value={row[field]}
                      onChange={(e) => set(index, field, e.target.value)}
                      onBlur={() => setTouched((s) => new Set(s).add(`${index}.${field}`))}
                      className={clsx(
                        controlClass,
                        controlBorder(Boolean(problem)),
                        'h-9 tabular-nums focus:border-primary focus:ring-3 focus:ring-primary/20',
                      )}
                    />
                    {problem && (
                      <p id={`${inputId}-error`} className="text-xs text-red-700 dark:text-red-400">
                        {t(`workingHours:problems.${problem}`)}
                      </p>
                    )}
                  </div>
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
