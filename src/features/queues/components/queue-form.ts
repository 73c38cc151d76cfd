import type { TFunction } from 'i18next';
import * as v from 'valibot';
import type { Queue } from '../../../api/schemas/queue.schema.ts';
import { weekFrom, type WeekdaySchedule } from '../../../ui/working-hours.ts';

/** S3 §2.4, §3: the queue modal's fields; the schedules are kept by the hours tab and sent with the queue. */
export interface QueueFormValues {
  name: string;
  color: string;
  greetingMessage: string;
  outOfHoursMessage: string;
  typebotId: string;
  schedules: WeekdaySchedule[];
}

/**
 * S3 §2.4 'a fixed palette of about 50 hex colours': the reference frontend's ColorPicker, as it lists them (the
 * backend compares colours as text, so they are stored as written here).
 */
export const QUEUE_PALETTE: readonly string[] = [
  '#B80000',
  '#DB3E00',
  '#FCCB00',
  '#008B02',
  '#006B76',
  '#1273DE',
  '#004DCF',
  '#5300EB',
  '#EB9694',
  '#FAD0C3',
  '#FEF3BD',
  '#C1E1C5',
  '#BEDADC',
  '#C4DEF6',
  '#BED3F3',
  '#D4C4FB',
  '#4D4D4D',
  '#999999',
  '#F44E3B',
  '#FE9200',
  '#FCDC00',
  '#DBDF00',
  '#A4DD00',
  '#68CCCA',
  '#73D8FF',
  '#AEA1FF',
  '#FDA1FF',
  '#333333',
  '#808080',
  '#CCCCCC',
  '#D33115',
  '#E27300',
  '#FCC400',
  '#B0BC00',
  '#68BC00',
  '#16A5A5',
  '#009CE0',
  '#7B64FF',
  '#FA28FF',
  '#666666',
  '#B3B3B3',
  '#9F0500',
  '#C45100',
  '#FB9E00',
  '#808900',
  '#194D33',
  '#0C797D',
  '#0062B1',
  '#653294',
  '#AB149E',
];

/** A new queue: no colour chosen yet (the rule asks for one), the spec's default week. */
export const emptyQueueValues = (): QueueFormValues => ({
  name: '',
  color: '',
  greetingMessage: '',
  outOfHoursMessage: '',
  typebotId: '',
  schedules: weekFrom([]),
});

export function queueValuesOf(q: Queue): QueueFormValues {
  return {
    name: q.name,
    color: q.color,
    greetingMessage: q.greetingMessage,
    outOfHoursMessage: q.outOfHoursMessage,
    typebotId: q.typebotId,
    schedules: weekFrom(q.schedules),
  };
}

/**
 * S3 §5 queue form: name required ('Required'), at least 2 ('Too Short!'), at most 200 ('Too Long!'); colour
 * required, 3 to 9 characters; greeting optional. (ERR_WAPP_GREETING_REQUIRED is the backend's, said by the
 * catalogue when it answers it.)
 */
export function queueSchema(t: TFunction) {
  return v.object({
    name: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(t('validation:required')),
      v.minLength(2, t('validation:tooShort')),
      v.maxLength(200, t('validation:tooLong')),
    ),
    color: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(t('queues:dialog.colorRequired')),
      v.minLength(3, t('validation:tooShort')),
      v.maxLength(9, t('validation:tooLong')),
    ),
    greetingMessage: v.string(),
    outOfHoursMessage: v.string(),
    typebotId: v.string(),
    schedules: v.array(
      v.object({ weekday: v.string(), weekdayEn: v.string(), startTime: v.string(), endTime: v.string() }),
    ),
  });
}
