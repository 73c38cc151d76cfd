import { Bars2Icon } from '@heroicons/react/20/solid';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import clsx from 'clsx';
import { createContext, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryText } from '../../../ui/tone.ts';
import { ticketHref, type KanbanCardData } from './kanban-types.ts';

/** True right after a drag ended: the click the pointer's release makes is not an "open". */
export const DragClickGuard = createContext<() => boolean>(() => false);

export interface KanbanCardProps {
  card: KanbanCardData;
  laneId: string;
}

/**
 * One card (S2 §2): 'Ticket nº {id}', the contact's name as its label, the number and the last message. A press on
 * it opens /tickets/{uuid} in a new window (a link, so the keyboard and a middle click do the same); it is dragged
 * by mouse or touch from anywhere on it, and by keyboard from its handle (space or enter picks it up).
 */
export function KanbanCard({ card, laneId }: KanbanCardProps) {
  const { t } = useTranslation();
  const justDragged = useContext(DragClickGuard);
  const title = t('kanban:card.title', { id: card.id });
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: card.id,
      data: { type: 'card', laneId },
    });
  const { onKeyDown, ...pointer } = listeners ?? {};
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-testid="kanban-card"
      data-ticket-id={card.id}
      className={clsx(
        'relative touch-manipulation rounded-lg border border-line bg-surface p-3 shadow-xs select-none',
        'has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-primary',
        isDragging && 'opacity-40',
      )}
      {...pointer}
    >
      <CardBody card={card}>
        <a
          href={ticketHref(card.uuid)}
          target="_blank"
          rel="noopener noreferrer"
          draggable={false}
          aria-label={t('kanban:card.open', { id: card.id, name: card.contactName })}
          className="font-semibold text-ink outline-none after:absolute after:inset-0 after:rounded-lg hover:underline"
          onClick={(event) => {
            if (justDragged()) event.preventDefault();
          }}
        >
          {title}
        </a>
      </CardBody>
      <button
        ref={setActivatorNodeRef}
        type="button"
        {...attributes}
        onKeyDown={(event) => {
          // The keyboard sensor starts only from this handle (its activator node).
          onKeyDown?.(event);
        }}
        aria-label={t('kanban:card.move', { id: card.id })}
        className="absolute top-2 right-2 z-10 flex size-7 cursor-grab items-center justify-center rounded-md text-ink-muted hover:bg-ink/5 hover:text-ink focus-visible:outline-2 focus-visible:outline-primary [&_svg]:size-4"
      >
        <Bars2Icon aria-hidden="true" />
      </button>
    </li>
  );
}

/** What the card shows while it is carried (the drag overlay): the same face, no controls. */
export function KanbanCardPreview({ card }: { card: KanbanCardData }) {
  const { t } = useTranslation();
  const title = t('kanban:card.title', { id: card.id });
  return (
    <div
      aria-hidden="true"
      className="w-76 cursor-grabbing rounded-lg border border-primary/40 bg-surface p-3 shadow-lg ring-2 ring-primary/30"
    >
      <CardBody card={card}>
        <span className="font-semibold text-ink">{title}</span>
      </CardBody>
    </div>
  );
}

function CardBody({ card, children }: { card: KanbanCardData; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1 pr-8">
      <div className="flex min-w-0 items-baseline justify-between gap-2 text-sm">{children}</div>
      <span className={clsx('truncate text-xs font-medium', primaryText)}>{card.contactName}</span>
      <span className="text-xs text-ink-muted tabular-nums">{card.contactNumber}</span>
      {card.lastMessage !== '' && (
        <p className="line-clamp-2 text-xs break-words text-ink-muted">{card.lastMessage}</p>
      )}
    </div>
  );
}
