import { PlusIcon } from '@heroicons/react/20/solid';
import {
  closestCorners,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { arrayMove, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button.tsx';
import { DragClickGuard, KanbanCardPreview } from './KanbanCard.tsx';
import { KanbanLane } from './KanbanLane.tsx';
import { LaneForm } from './LaneForm.tsx';
import type { KanbanCardData, KanbanLaneData } from './kanban-types.ts';

export interface KanbanBoardProps {
  lanes: readonly KanbanLaneData[];
  /** Shown in the default lane while it has no card (loading, failed). */
  defaultLaneNote?: ReactNode;
  /** A card dropped: its ticket id, the lane and the index among that lane's cards. */
  onMove: (ticketId: number, laneId: string, index: number) => void;
  onAddLane: (title: string) => void;
  onRenameLane: (laneId: string, title: string) => void;
  onToggleLane: (laneId: string) => void;
  onDeleteLane: (laneId: string) => void;
}

type Placement = Record<string, number[]>;

const placementOf = (lanes: readonly KanbanLaneData[]): Placement =>
  Object.fromEntries(lanes.map((l) => [l.id, l.cards.map((c) => c.id)]));

function laneOf(placement: Placement, id: UniqueIdentifier): string | null {
  if (typeof id === 'string') return id in placement ? id : null;
  for (const [laneId, ids] of Object.entries(placement)) if (ids.includes(id)) return laneId;
  return null;
}

const placeKey = (at: { laneId: string | null; position: number; total: number }) =>
  `${at.laneId ?? ''}:${at.position}/${at.total}`;

/**
 * The board (S2 §2 'Kanban'): the lanes side by side, cards dragged between and within them by mouse, touch or
 * keyboard (@dnd-kit), with what happens read out in the app's language. While a card is carried the board keeps
 * its own placement (the card shown where it would land); the drop hands the result up once (`onMove`), and a
 * cancel puts everything back. Then a form adds a lane.
 */
export function KanbanBoard({
  lanes,
  defaultLaneNote,
  onMove,
  onAddLane,
  onRenameLane,
  onToggleLane,
  onDeleteLane,
}: KanbanBoardProps) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const [dragging, setDragging] = useState<{ id: number; placement: Placement } | null>(null);
  const droppedAt = useRef(0);
  const justDragged = useCallback(() => Date.now() - droppedAt.current < 300, []);

  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    // A short press first, so a finger still scrolls the board and its lanes.
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const cards = useMemo(() => new Map(lanes.flatMap((l) => l.cards.map((c) => [c.id, c] as const))), [lanes]);
  const shown: KanbanLaneData[] = useMemo(() => {
    if (dragging === null) return [...lanes];
    return lanes.map((lane) => ({
      ...lane,
      cards: (dragging.placement[lane.id] ?? []).flatMap((id) => {
        const card = cards.get(id);
        return card ? [card] : [];
      }),
    }));
  }, [lanes, dragging, cards]);

  const titleOf = useCallback(
    (laneId: string | null) => {
      const lane = lanes.find((l) => l.id === laneId);
      return lane ? (lane.title ?? t('kanban:defaultLane')) : '';
    },
    [lanes, t],
  );
  const cardName = useCallback((id: UniqueIdentifier) => t('kanban:card.title', { id }), [t]);

  // Where the card is, for the screen reader: read from the placement the board shows at that moment.
  const latest = useRef<Placement>({});
  latest.current = dragging?.placement ?? placementOf(lanes);
  const positionOf = useCallback((id: UniqueIdentifier) => {
    const placement = latest.current;
    const laneId = laneOf(placement, id);
    const ids = laneId === null ? [] : (placement[laneId] ?? []);
    return { laneId, position: ids.indexOf(Number(id)) + 1, total: ids.length };
  }, []);

  // Only a change of place is read out: the drag-over that follows the pick-up (the card over itself) is not.
  const announced = useRef('');
  const announcements: Announcements = useMemo(
    () => ({
      onDragStart: ({ active }) => {
        const at = positionOf(active.id);
        announced.current = placeKey(at);
        return t('kanban:dnd.start', { card: cardName(active.id), lane: titleOf(at.laneId), ...at });
      },
      onDragOver: ({ active, over }) => {
        if (!over) {
          announced.current = '';
          return t('kanban:dnd.overNone', { card: cardName(active.id) });
        }
        const at = positionOf(active.id);
        if (placeKey(at) === announced.current) return undefined;
        announced.current = placeKey(at);
        return t('kanban:dnd.over', { card: cardName(active.id), lane: titleOf(at.laneId), ...at });
      },
      onDragEnd: ({ active, over }) => {
        if (!over) return t('kanban:dnd.endNone', { card: cardName(active.id) });
        const at = positionOf(active.id);
        return t('kanban:dnd.end', { card: cardName(active.id), lane: titleOf(at.laneId), ...at });
      },
      onDragCancel: ({ active }) => {
        const at = positionOf(active.id);
        return t('kanban:dnd.cancel', { card: cardName(active.id), lane: titleOf(at.laneId) });
      },
    }),
    [t, cardName, titleOf, positionOf],
  );

  const onDragStart = ({ active }: DragStartEvent) => {
    if (typeof active.id !== 'number') return;
    const placement = placementOf(lanes);
    latest.current = placement;
    setDragging({ id: active.id, placement });
  };

  // Across lanes the card moves as it is carried, so the lane it is over makes room for it.
  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (dragging === null || over === null) return;
    const from = laneOf(dragging.placement, active.id);
    const to = laneOf(dragging.placement, over.id);
    if (from === null || to === null || from === to) return;
    const target = (dragging.placement[to] ?? []).filter((id) => id !== active.id);
    const overIndex = typeof over.id === 'number' ? target.indexOf(over.id) : -1;
    const below =
      over.rect !== null &&
      active.rect.current.translated !== null &&
      active.rect.current.translated.top > over.rect.top + over.rect.height / 2;
    const index = overIndex === -1 ? target.length : overIndex + (below ? 1 : 0);
    target.splice(index, 0, dragging.id);
    const placement = {
      ...dragging.placement,
      [from]: (dragging.placement[from] ?? []).filter((id) => id !== active.id),
      [to]: target,
    };
    latest.current = placement;
    setDragging({ ...dragging, placement });
  };

  // The click that a pointer's release makes right after a drag is not an "open"; a keyboard drop makes none.
  const markDrop = (activatorEvent: Event | null) => {
    if (!(activatorEvent instanceof KeyboardEvent)) droppedAt.current = Date.now();
  };

  const onDragEnd = ({ active, over, activatorEvent }: DragEndEvent) => {
    markDrop(activatorEvent);
    const state = dragging;
    setDragging(null);
    if (state === null || over === null) return;
    const laneId = laneOf(state.placement, active.id);
    if (laneId === null) return;
    let ids = state.placement[laneId] ?? [];
    const from = ids.indexOf(state.id);
    const to = typeof over.id === 'number' ? ids.indexOf(over.id) : -1;
    if (to !== -1 && from !== to) ids = arrayMove(ids, from, to);
    latest.current = { ...state.placement, [laneId]: ids };
    onMove(state.id, laneId, ids.indexOf(state.id));
  };

  const carried = dragging === null ? null : (cards.get(dragging.id) ?? null);

  return (
    <DragClickGuard.Provider value={justDragged}>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCorners}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t('kanban:dnd.instructions') },
        }}
        onDragStart={onDragStart}
        onDragOver={onDragOver}
        onDragEnd={onDragEnd}
        onDragCancel={({ activatorEvent }) => {
          markDrop(activatorEvent);
          latest.current = placementOf(lanes);
          setDragging(null);
        }}
      >
        <div
          className="flex h-full min-h-0 items-start gap-3 overflow-x-auto pb-2"
          data-testid="kanban-board"
        >
          {shown.map((lane) => (
            <KanbanLane
              key={lane.id}
              lane={lane}
              note={lane.isDefault ? defaultLaneNote : undefined}
              onRename={(title) => onRenameLane(lane.id, title)}
              onToggle={() => onToggleLane(lane.id)}
              onDelete={() => onDeleteLane(lane.id)}
            />
          ))}
          <div className="w-80 shrink-0">
            {adding ? (
              <LaneForm
                onSave={(title) => {
                  setAdding(false);
                  onAddLane(title);
                }}
                onCancel={() => setAdding(false)}
              />
            ) : (
              <Button
                variant="secondary"
                fullWidth
                leadingIcon={<PlusIcon />}
                onClick={() => setAdding(true)}
              >
                {t('kanban:form.add')}
              </Button>
            )}
          </div>
        </div>
        <DragOverlay>{carried ? <KanbanCardPreview card={carried} /> : null}</DragOverlay>
      </DndContext>
    </DragClickGuard.Provider>
  );
}

export type { KanbanCardData, KanbanLaneData };
