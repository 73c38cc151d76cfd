import { useForm } from '@tanstack/react-form';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { rowProblems, weekFrom, type WeekdaySchedule } from './working-hours.ts';

export interface WorkingHoursValues {
  week: WeekdaySchedule[];
}

/** The message of what `rowProblems` finds in one time of a row (one source for the rules). */
function problemOf(t: TFunction, row: WeekdaySchedule, field: 'startTime' | 'endTime'): string {
  return t(`workingHours:problems.${rowProblems(row)[field] ?? 'incomplete'}`);
}

/**
 * The week's rules (S3 §2.9 and beyond, `rowProblems`): each time complete and real, an end not before its start;
 * each message on the field it is about (`week[2].endTime`).
 */
export function workingHoursSchema(t: TFunction): v.GenericSchema<WorkingHoursValues> {
  const row = v.pipe(
    v.object({ weekday: v.string(), weekdayEn: v.string(), startTime: v.string(), endTime: v.string() }),
    v.forward(
      v.check(
        (input) => rowProblems(input).startTime === undefined,
        (issue) => problemOf(t, issue.input, 'startTime'),
      ),
      ['startTime'],
    ),
    v.forward(
      v.check(
        (input) => rowProblems(input).endTime === undefined,
        (issue) => problemOf(t, issue.input, 'endTime'),
      ),
      ['endTime'],
    ),
  );
  return v.object({ week: v.array(row) });
}

export interface WorkingHoursFormOptions {
  /** The stored week (any order, days may be missing: the defaults fill them). */
  value: readonly WeekdaySchedule[];
  /** A save is running: a further submit sends nothing. */
  busy: boolean;
  /** The valid week: the seven rows in order. */
  onSave: (week: WeekdaySchedule[]) => void;
}

/** The working hours' form: seven rows, validated on change and on submit; the valid week goes to `onSave`. */
export function useWorkingHoursForm({ value, busy, onSave }: WorkingHoursFormOptions) {
  const { t } = useTranslation();
  const schema = useMemo(() => workingHoursSchema(t), [t]);
  const defaultValues: WorkingHoursValues = { week: weekFrom(value) };
  return useForm({
    defaultValues,
    validators: { onChange: schema, onSubmit: schema },
    onSubmit: ({ value: values }) => {
      if (!busy) onSave(values.week.map((row) => ({ ...row })));
    },
  });
}

export type WorkingHoursForm = ReturnType<typeof useWorkingHoursForm>;
