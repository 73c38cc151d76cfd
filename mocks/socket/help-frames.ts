import type { SandboxEvent } from '../db/events.ts';
import type { HelpEventDraft } from '../db/help-events.ts';
import type { State } from '../db/projection.ts';
import type { HelpRow } from '../db/rows.ts';
import type { Frame } from './frame.ts';

/** A help as the model serialises it (GET, POST, PUT and the frames). */
export function helpView(h: HelpRow) {
  return { ...h };
}

/**
 * HelpController: `company-{cid}-help` to the saver's company main channel only: `{action:'create'|'update',
 * record}`, and `{action:'delete', id}` with the route's id (a string).
 */
export function helpFramesOf(event: HelpEventDraft & Pick<SandboxEvent, 'companyId'>, after: State): Frame[] {
  const cid = event.companyId;
  if (cid === null) return [];
  const frame = (payload: Frame['payload']): Frame[] => [
    { rooms: [`company-${cid}-mainchannel`], event: `company-${cid}-help`, payload },
  ];
  switch (event.type) {
    case 'help.created':
    case 'help.updated': {
      const row = after.tables.helps.get(event.type === 'help.created' ? event.help.id : event.helpId);
      return row
        ? frame({ action: event.type === 'help.created' ? 'create' : 'update', record: helpView(row) })
        : [];
    }
    case 'help.deleted':
      return frame({ action: 'delete', id: String(event.helpId) });
  }
}
