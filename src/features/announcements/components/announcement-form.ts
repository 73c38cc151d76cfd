import type { TFunction } from 'i18next';
import * as v from 'valibot';
import type { AnnouncementPriority } from '../../../api/schemas/s2.ts';

export interface AnnouncementFormValues {
  title: string;
  text: string;
  priority: AnnouncementPriority;
  status: boolean;
  /** A new attachment chosen in the dialog (uploaded after the save); null for none. */
  file: File | null;
  /** The attachment the announcement has is to go (DELETE media-upload after the save). */
  removeMedia: boolean;
}

/** S2 §4: a new announcement is active with priority 3. */
export const emptyAnnouncementValues = (): AnnouncementFormValues => ({
  title: '',
  text: '',
  priority: 3,
  status: true,
  file: null,
  removeMedia: false,
});

/** S2 §5, §9: attachments png, jpg, jpeg only. */
export const ATTACHMENT_ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';
const EXTENSIONS = /\.(png|jpe?g)$/i;
const TYPES = new Set(['image/png', 'image/jpeg', '']);
/** Not in the spec (the reference checks no size): 5 MB keeps an upload quick and a popover light (docs/decisions.md, Announcements). */
export const ATTACHMENT_MAX_MB = 5;
export const ATTACHMENT_MAX_BYTES = ATTACHMENT_MAX_MB * 1024 * 1024;

export type AttachmentProblem = 'wrongType' | 'tooLarge';

/** Whether a chosen file may be attached: refused before any upload, with the reason. */
export function attachmentProblem(file: Pick<File, 'name' | 'type' | 'size'>): AttachmentProblem | null {
  if (!EXTENSIONS.test(file.name) || !TYPES.has(file.type)) return 'wrongType';
  if (file.size > ATTACHMENT_MAX_BYTES) return 'tooLarge';
  return null;
}

/** S2 §5 Announcement: title and text required ('Obrigatório'). */
export function announcementSchema(t: TFunction) {
  return v.object({
    title: v.pipe(v.string(), v.trim(), v.nonEmpty(t('validation:mandatory'))),
    text: v.pipe(v.string(), v.trim(), v.nonEmpty(t('validation:mandatory'))),
    priority: v.picklist([1, 2, 3]),
    status: v.boolean(),
    file: v.nullable(v.instance(File)),
    removeMedia: v.boolean(),
  });
}

/** S2 §2, §9: 1 high (red), 2 medium (orange), 3 low (grey), the reference's colours; the bar and the dot of each. */
export const PRIORITY_TONE: Record<AnnouncementPriority, { bar: string; label: string }> = {
  1: { bar: 'border-l-[#b81111]', label: 'bg-[#b81111]' },
  2: { bar: 'border-l-[#ffa500]', label: 'bg-[#ffa500]' },
  3: { bar: 'border-l-[#808080]', label: 'bg-[#808080]' },
};
