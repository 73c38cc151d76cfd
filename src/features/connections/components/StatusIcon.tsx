import {
  CheckCircleIcon,
  ExclamationTriangleIcon,
  QrCodeIcon,
  QuestionMarkCircleIcon,
  SignalIcon,
  SignalSlashIcon,
} from '@heroicons/react/24/outline';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../ui/Spinner.tsx';

/**
 * S3 §4.1: each status icon has a tooltip (the reference's titles and texts). A status is not a command: an image
 * named 'Status: …', so the row's only control named 'Conectando' is the session button beside it. The tooltip shows
 * on hover and is the image's description, so a screen reader gives it too.
 */
export function StatusIcon({ status }: { status: string }) {
  const { t } = useTranslation();
  const tipId = useId();
  const tip = tooltipOf(status);
  const title = t(`connections:toolTips.${tip.key}.title`, { status });
  const content = tip.content ? t(`connections:toolTips.${tip.key}.content`) : null;
  return (
    <span className="group relative inline-flex">
      <span
        role="img"
        aria-label={t('connections:statusOf', { status: title })}
        aria-describedby={content ? tipId : undefined}
        data-status={status}
        className="inline-flex rounded-full p-0.5"
      >
        {status === 'OPENING' ? <Spinner size="sm" /> : <span className={tip.tone}>{tip.icon}</span>}
      </span>
      <span
        id={tipId}
        role="tooltip"
        className="pointer-events-none invisible absolute top-full left-1/2 z-20 mt-1 w-64 -translate-x-1/2 rounded-lg border border-line bg-surface p-2 text-center text-xs text-ink opacity-0 shadow-lg transition group-hover:visible group-hover:opacity-100"
      >
        <span className="block font-semibold">{title}</span>
        {content && <span className="mt-1 block text-ink-muted">{content}</span>}
      </span>
    </span>
  );
}

function tooltipOf(status: string) {
  const cls = 'block size-6';
  switch (status) {
    case 'DISCONNECTED':
      return {
        key: 'disconnected',
        content: true,
        tone: 'text-red-700 dark:text-red-400',
        icon: <SignalSlashIcon className={cls} aria-hidden="true" />,
      };
    case 'qrcode':
      return {
        key: 'qrcode',
        content: true,
        tone: 'text-ink',
        icon: <QrCodeIcon className={cls} aria-hidden="true" />,
      };
    case 'CONNECTED':
      return {
        key: 'connected',
        content: false,
        tone: 'text-green-700 dark:text-green-400',
        icon: <SignalIcon className={cls} aria-hidden="true" />,
      };
    case 'TIMEOUT':
    case 'PAIRING':
      return {
        key: 'timeout',
        content: true,
        tone: 'text-amber-700 dark:text-amber-400',
        icon: <ExclamationTriangleIcon className={cls} aria-hidden="true" />,
      };
    case 'OPENING':
      return {
        key: 'opening',
        content: false,
        tone: '',
        icon: <CheckCircleIcon className={cls} aria-hidden="true" />,
      };
    default:
      return {
        key: 'unknown',
        content: false,
        tone: 'text-ink-muted',
        icon: <QuestionMarkCircleIcon className={cls} aria-hidden="true" />,
      };
  }
}
