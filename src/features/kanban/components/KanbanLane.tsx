import { ChevronDownIcon, ChevronRightIcon, PencilSquareIcon, TrashIcon } from '@heroicons/react/20/solid';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import clsx from 'clsx';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../ui/IconButton.tsx';
import { KanbanCard } from './KanbanCard.tsx';
import { LaneForm } from './LaneForm.tsx';
import type { KanbanLaneData } from './kanban-types.ts';

export interface KanbanLaneProps {
  lane: KanbanLaneData;
  /** Loading or failed: the default lane says so instead of its empty note. */
  note?: ReactNode;
  onRename: (title: string) => void;
  onToggle: () => void;
  onDelete: () => void;
}

/**
 * One lane (S2 §2, §3 'Lane'): its title and card count (the lane's label), collapse, rename and delete; its cards
 * in order. The whole lane takes a dropped card (a collapsed or empty one too). The default lane shows the delete
 * button like any other: pressing it is refused with the spec's message (S2 §8).
 */
export function KanbanLane({ lane, note, onRename, onToggle, onDelete }: KanbanLaneProps) {
  const { t } = useTranslation();
  const [renaming, setRenaming] = useState(false);
  const id = useId();
  const title = lane.title ?? t('kanban:defaultLane');
  const hasCards = lane.cards.length > 0 && !lane.collapsed;
  const { setNodeRef, isOver } = useDroppable({
    id: lane.id,
    data: { type: 'lane', laneId: lane.id },
    // A lane showing cards is reached through its cards (the keyboard moves between cards, not onto the lane box).
    disabled: hasCards,
  });
  return (
    <section
      ref={setNodeRef}
      aria-label={t('kanban:lane.label', { title })}
      data-testid="kanban-lane"
      data-lane-id={lane.id}
      data-collapsed={lane.collapsed ? 'true' : 'false'}
      className={clsx(
        'flex max-h-full w-80 shrink-0 flex-col rounded-xl border bg-surface-muted',
        isOver ? 'border-primary ring-2 ring-primary/30' : 'border-line',
      )}
    >
      <header className="flex items-center gap-1 border-b border-line px-2 py-2">
        <IconButton
          size="sm"
          icon={lane.collapsed ? <ChevronRightIcon /> : <ChevronDownIcon />}
          aria-label={t(lane.collapsed ? 'kanban:lane.expand' : 'kanban:lane.collapse', { title })}
          aria-expanded={!lane.collapsed}
          aria-controls={`${id}-cards`}
          onClick={onToggle}
        />
        <h2 className="min-w-0 flex-1 truncate text-sm font-semibold text-ink" title={title}>
          {title}
        </h2>
        {/* The lane's label (S2 §3): its card count, a number on screen, read out with its noun. */}
        <span
          title={t('kanban:lane.count', { count: lane.cards.length })}
          className="shrink-0 rounded-full bg-ink/8 px-2 py-0.5 text-xs font-semibold text-ink-muted tabular-nums"
        >
          <span aria-hidden="true">{lane.cards.length}</span>
          <span className="sr-only">{t('kanban:lane.count', { count: lane.cards.length })}</span>
        </span>
        <IconButton
          size="sm"
          icon={<PencilSquareIcon />}
          aria-label={t('kanban:lane.rename', { title })}
          onClick={() => setRenaming(true)}
        />
        <IconButton
          size="sm"
          icon={<TrashIcon />}
          aria-label={t('kanban:lane.delete', { title })}
          onClick={onDelete}
        />
      </header>
      {renaming && (
        <div className="p-2">
          <LaneForm
            initial={title}
            onSave={(text) => {
              setRenaming(false);
              onRename(text);
            }}
            onCancel={() => setRenaming(false)}
          />
        </div>
      )}
      <div id={`${id}-cards`} hidden={lane.collapsed} className="min-h-0 flex-1 overflow-y-auto p-2">
        {!lane.collapsed && (
          <SortableContext items={lane.cards.map((c) => c.id)} strategy={verticalListSortingStrategy}>
            {lane.cards.length > 0 ? (
              <ul className="flex flex-col gap-2">
                {lane.cards.map((card) => (
                  <KanbanCard key={card.id} card={card} laneId={lane.id} />
                ))}
              </ul>
            ) : (
              (note ?? (
                <p className="px-2 py-6 text-center text-xs text-ink-muted">{t('kanban:lane.empty')}</p>
              ))
            )}
          </SortableContext>
        )}
      </div>
    </section>
  );
}
