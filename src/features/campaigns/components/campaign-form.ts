import type { TFunction } from 'i18next';
import * as v from 'valibot';
import type { CampaignInput } from '../../../api/campaigns.api.ts';
import type { Campaign, CampaignStatus } from '../../../api/schemas/s2.ts';

export const MESSAGE_INDEXES = [1, 2, 3, 4, 5] as const;
export type MessageIndex = (typeof MESSAGE_INDEXES)[number];
/** The tab of each message and the index of its field. */
export const TAB_INDEX = { m1: 0, m2: 1, m3: 2, m4: 3, m5: 4 } as const;

/** The dialog's values: every text as typed ('' for empty), ids as text ('' for 'Nenhuma'). */
export interface CampaignFormValues {
  name: string;
  confirmation: boolean;
  contactListId: string;
  whatsappId: string;
  /** 'YYYY-MM-DDTHH:mm' (datetime-local) or ''. */
  scheduledAt: string;
  messages: [string, string, string, string, string];
  confirmationMessages: [string, string, string, string, string];
}

export const emptyCampaignValues = (): CampaignFormValues => ({
  name: '',
  confirmation: false,
  contactListId: '',
  whatsappId: '',
  scheduledAt: '',
  messages: ['', '', '', '', ''],
  confirmationMessages: ['', '', '', '', ''],
});

const pad = (n: number) => String(n).padStart(2, '0');

/** S2 §4: on load scheduledAt is shown as YYYY-MM-DDTHH:mm (local time); null becomes ''. */
export function toLocalInput(iso: string | null): string {
  if (iso === null || iso === '') return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** S2 §4: on save scheduledAt is sent as YYYY-MM-DD HH:mm:ss; '' as null. */
export function toWireSchedule(local: string): string | null {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::(\d{2}))?$/.exec(local);
  if (!m) return null;
  return `${m[1] ?? ''} ${m[2] ?? ''}:${m[3] ?? '00'}`;
}

export function valuesOf(c: Campaign): CampaignFormValues {
  return {
    name: c.name,
    confirmation: c.confirmation,
    contactListId: c.contactListId === null ? '' : String(c.contactListId),
    whatsappId: c.whatsappId === null ? '' : String(c.whatsappId),
    scheduledAt: toLocalInput(c.scheduledAt),
    messages: [c.message1, c.message2, c.message3, c.message4, c.message5],
    confirmationMessages: [
      c.confirmationMessage1,
      c.confirmationMessage2,
      c.confirmationMessage3,
      c.confirmationMessage4,
      c.confirmationMessage5,
    ],
  };
}

const orNull = (text: string): string | null => (text === '' ? null : text);
const idOrNull = (text: string): number | null => (text === '' ? null : Number(text));

/** S2 §4: what is sent — empty strings as null, scheduledAt as 'YYYY-MM-DD HH:mm:ss', the campaign's status. */
export function toInput(values: CampaignFormValues, status: CampaignStatus): CampaignInput {
  const [m1, m2, m3, m4, m5] = values.messages;
  const [c1, c2, c3, c4, c5] = values.confirmationMessages;
  return {
    name: values.name,
    status,
    confirmation: values.confirmation,
    scheduledAt: toWireSchedule(values.scheduledAt),
    contactListId: idOrNull(values.contactListId),
    whatsappId: idOrNull(values.whatsappId),
    message1: orNull(m1),
    message2: orNull(m2),
    message3: orNull(m3),
    message4: orNull(m4),
    message5: orNull(m5),
    confirmationMessage1: orNull(c1),
    confirmationMessage2: orNull(c2),
    confirmationMessage3: orNull(c3),
    confirmationMessage4: orNull(c4),
    confirmationMessage5: orNull(c5),
  };
}

/** S2 §5 Campaign: name required, 2 to 50 ('Required', 'Too Short!', 'Too Long!'). */
export function campaignSchema(t: TFunction) {
  const text = v.string();
  const five = v.tuple([text, text, text, text, text]);
  return v.object({
    name: v.pipe(
      v.string(),
      v.nonEmpty(t('validation:required')),
      v.minLength(2, t('validation:tooShort')),
      v.maxLength(50, t('validation:tooLong')),
    ),
    confirmation: v.boolean(),
    contactListId: text,
    whatsappId: text,
    scheduledAt: text,
    messages: five,
    confirmationMessages: five,
  });
}

/**
 * The attachment (the spec is silent on its rule; docs/decisions.md, Campaigns): what WhatsApp sends as media or a document, at most
 * 16 MB; anything else is refused before upload.
 */
export const MEDIA_MAX_BYTES = 16 * 1024 * 1024;
export const MEDIA_TYPES: readonly string[] = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'video/mp4',
  'audio/mpeg',
  'audio/ogg',
  'audio/mp4',
  'application/pdf',
];
export type MediaRefusal = 'type' | 'size';
export function refuseMedia(file: { type: string; size: number }): MediaRefusal | null {
  if (!MEDIA_TYPES.includes(file.type)) return 'type';
  if (file.size > MEDIA_MAX_BYTES) return 'size';
  return null;
}

/** What a submit hands to the entity page: the form's values and the attachment's change. */
export interface CampaignSubmit {
  values: CampaignFormValues;
  /** A file chosen to attach (uploaded after the save, as the reference does). */
  file: File | null;
  /** The attached file was removed (after its confirmation). */
  removeMedia: boolean;
}
