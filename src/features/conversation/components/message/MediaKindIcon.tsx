import {
  DocumentIcon,
  MapPinIcon,
  MicrophoneIcon,
  PhoneIcon,
  PhotoIcon,
  UserIcon,
  VideoCameraIcon,
} from '@heroicons/react/24/outline';
import type { MessageKind } from './message-parts.ts';

export interface MediaKindIconProps {
  kind: Exclude<MessageKind, 'text'>;
  className?: string | undefined;
  /** Names the kind for screen readers when no text next to the icon says it; without it the icon is decorative. */
  label?: string | undefined;
}

/** The icon of a media kind. */
export function MediaKindIcon({ kind, className, label }: MediaKindIconProps) {
  const icon = <Icon kind={kind} className={className} />;
  // Heroicons hide themselves from screen readers: a label goes on a wrapper.
  return label === undefined ? (
    icon
  ) : (
    <span role="img" aria-label={label} className="inline-flex">
      {icon}
    </span>
  );
}

function Icon({ kind, className }: Pick<MediaKindIconProps, 'kind' | 'className'>) {
  const props = { className, 'aria-hidden': true } as const;
  switch (kind) {
    case 'image':
      return <PhotoIcon {...props} />;
    case 'audio':
      return <MicrophoneIcon {...props} />;
    case 'video':
      return <VideoCameraIcon {...props} />;
    case 'document':
      return <DocumentIcon {...props} />;
    case 'vcard':
      return <UserIcon {...props} />;
    case 'location':
      return <MapPinIcon {...props} />;
    case 'call':
      return <PhoneIcon {...props} />;
  }
}
