import { DocumentIcon, XMarkIcon } from '@heroicons/react/20/solid';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../../ui/IconButton.tsx';

export interface AttachmentListProps {
  files: readonly File[];
  onRemove: (index: number) => void;
  disabled?: boolean;
}

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The files chosen for the next send (S1 §2.7), each with its remove button. */
export function AttachmentList({ files, onRemove, disabled = false }: AttachmentListProps) {
  const { t } = useTranslation('composer');
  if (files.length === 0) return null;
  return (
    <ul aria-label={t('attachments')} className="flex flex-wrap gap-2 px-3 pt-2">
      {files.map((file, index) => (
        <li
          // Two files may share a name; the position tells them apart while the list is shown.
          key={`${index}-${file.name}`}
          className="flex max-w-64 items-center gap-1.5 rounded-lg border border-line bg-surface-muted py-1 pr-1 pl-2 text-xs text-ink"
        >
          <DocumentIcon aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
          <span className="min-w-0 truncate" title={file.name}>
            {file.name}
          </span>
          <span className="shrink-0 text-ink-muted">{formatSize(file.size)}</span>
          <IconButton
            aria-label={t('removeAttachment', { name: file.name })}
            icon={<XMarkIcon />}
            size="sm"
            disabled={disabled}
            onClick={() => onRemove(index)}
          />
        </li>
      ))}
    </ul>
  );
}
