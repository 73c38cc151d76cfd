import { ClockIcon } from '@heroicons/react/24/outline';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { ackState } from './message-parts.ts';

const Check = () => <path d="M2.5 8.5l3.5 3.5 7-8" />;
// The second check is shifted right and its short arm hidden behind the first, like WhatsApp's.
const DoubleCheck = () => (
  <>
    <path d="M1 8.5l3.5 3.5 7-8" />
    <path d="M9 11.5l.5.5 7-8" />
  </>
);

export interface AckIconProps {
  ack: number | null | undefined;
  className?: string;
}

/**
 * S1 §4.2: a clock while pending, one check sent, two delivered, two darker read, two in blue for 4 and 5. The label
 * says it for screen readers; the colour is the only difference between read and read-in-blue, as the spec has it.
 */
export function AckIcon({ ack, className }: AckIconProps) {
  const { t } = useTranslation();
  const state = ackState(ack);
  const label = t(`messages:ack.${state}`);
  if (state === 'pending')
    return (
      // Heroicons hide themselves from screen readers: the label goes on a wrapper.
      <span role="img" aria-label={label} data-ack={state} className={clsx('inline-flex', className)}>
        <ClockIcon className="size-3.5" aria-hidden="true" />
      </span>
    );
  return (
    <svg
      role="img"
      aria-label={label}
      data-ack={state}
      viewBox="0 0 18 16"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={clsx(
        'h-3.5 w-4',
        state === 'read' && 'text-ink',
        state === 'readBlue' && 'text-sky-500',
        className,
      )}
    >
      {state === 'sent' ? <Check /> : <DoubleCheck />}
    </svg>
  );
}
