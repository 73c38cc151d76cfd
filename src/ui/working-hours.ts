/**
 * S3 §2.9 working hours: seven rows, Monday to Sunday, start and end in HH:MM (mask ##:##). Pure: the form in
 * WorkingHours.tsx and its users (a queue's tab, the company's Horarios tab) share these rules.
 */
export interface WeekdaySchedule {
  /** The weekday's Portuguese label, stored as data by the backend (S3 §3). */
  weekday: string;
  weekdayEn: string;
  startTime: string;
  endTime: string;
}

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type WeekdayEn = (typeof WEEKDAYS)[number];

const LABELS: Record<WeekdayEn, string> = {
  monday: 'Segunda-feira',
  tuesday: 'Terça-feira',
  wednesday: 'Quarta-feira',
  thursday: 'Quinta-feira',
  friday: 'Sexta-feira',
  saturday: 'Sábado',
  sunday: 'Domingo',
};

/** S3 §2.9 defaults: Monday to Friday 08:00-18:00, Saturday 08:00-12:00, Sunday 00:00-00:00. */
export function defaultWeek(): WeekdaySchedule[] {
  return WEEKDAYS.map((day) => ({
    weekday: LABELS[day],
    weekdayEn: day,
    startTime: day === 'sunday' ? '00:00' : '08:00',
    endTime: day === 'sunday' ? '00:00' : day === 'saturday' ? '12:00' : '18:00',
  }));
}

/**
 * The week to edit from what was stored: the seven days in order, each as stored or, when missing (nothing stored
 * yet, or an older record without that day), the default. Entries of unknown days are dropped.
 */
export function weekFrom(stored: readonly WeekdaySchedule[] | null | undefined): WeekdaySchedule[] {
  const defaults = defaultWeek();
  return defaults.map((d) => {
    const s = stored?.find((e) => e.weekdayEn === d.weekdayEn);
    return s
      ? {
          weekday: s.weekday || d.weekday,
          weekdayEn: d.weekdayEn,
          startTime: s.startTime,
          endTime: s.endTime,
        }
      : d;
  });
}

/** The mask ##:##: digits only, at most four, the colon after the second. '0830' → '08:30', '8' → '8'. */
export function maskTime(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)}:${digits.slice(2)}`;
}

/** Minutes since midnight of a complete, valid HH:MM; null otherwise. */
export function minutesOf(time: string): number | null {
  const m = /^(\d{2}):(\d{2})$/.exec(time);
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  return h <= 23 && min <= 59 ? h * 60 + min : null;
}

export type TimeProblem = 'incomplete' | 'invalid' | 'endBeforeStart';

/** What is wrong with one row, per field; an empty object when nothing. */
export interface RowProblems {
  startTime?: TimeProblem;
  endTime?: TimeProblem;
}

function timeProblem(time: string): TimeProblem | undefined {
  if (!/^\d{2}:\d{2}$/.test(time)) return 'incomplete';
  return minutesOf(time) === null ? 'invalid' : undefined;
}

/**
 * The rules of a row: both times complete (##:##) and real (hours to 23, minutes to 59); and, beyond the spec, the
 * end not before the start (an equal pair, 00:00-00:00, is a closed day and passes).
 */
export function rowProblems(row: WeekdaySchedule): RowProblems {
  const out: RowProblems = {};
  const start = timeProblem(row.startTime);
  const end = timeProblem(row.endTime);
  if (start) out.startTime = start;
  if (end) out.endTime = end;
  if (!start && !end) {
    const a = minutesOf(row.startTime) ?? 0;
    const b = minutesOf(row.endTime) ?? 0;
    if (b < a) out.endTime = 'endBeforeStart';
  }
  return out;
}

export function weekProblems(week: readonly WeekdaySchedule[]): RowProblems[] {
  return week.map(rowProblems);
}

export function isWeekValid(week: readonly WeekdaySchedule[]): boolean {
  return weekProblems(week).every((p) => p.startTime === undefined && p.endTime === undefined);
}
