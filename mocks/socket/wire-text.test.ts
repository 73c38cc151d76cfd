import { afterEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../test-utils.ts';
import type { BroadcastFrame } from './server.ts';
import { wireText } from './wire-text.ts';

const ADMIN = 1;

let h: Harness | undefined;
afterEach(() => {
  h?.close();
  h = undefined;
});

describe('wire text', () => {
  it("the sending queue's campaign frame is written out as JSON.stringify writes it, entry changes and contact renames included (250 contacts: blocks kept and written again)", () => {
    h = startHarness();
    const { campaignId, contactListId } = h.sandbox.control.seedCampaign({ contacts: 250, userId: ADMIN });
    const frames: BroadcastFrame[] = [];
    h.core.sockets.tap((f) => frames.push(f));
    h.sandbox.control.startCampaign(campaignId);
    h.sandbox.control.deliverCampaign(campaignId);
    h.sandbox.control.deliverCampaign(campaignId);
    // A contact of the list renamed between two messages, far from the entries delivered: its entry's text (and the
    // block of entries around it) is written again.
    const item = h.sandbox.control
      .rows('contactListItems', 1)
      .filter((i) => i.contactListId === contactListId)
      .at(-1);
    if (!item) throw new Error('no list item');
    h.core.commit(1, [
      {
        type: 'contactListItem.updated',
        itemId: item.id,
        changes: { name: 'Renomeado', updatedAt: h.core.store.iso() },
      },
    ]);
    h.sandbox.control.deliverCampaign(campaignId);

    const queued = frames.filter((f) => f.event === 'company-1-campaign');
    expect(queued.length).toBeGreaterThanOrEqual(4);
    for (const f of queued) expect(wireText(f.event, f.payload)).toBe(JSON.stringify([f.event, f.payload]));
    expect(wireText(queued.at(-1)!.event, queued.at(-1)!.payload)).toContain('"name":"Renomeado"');
  });

  it('any other payload is JSON.stringify of [event, payload]', () => {
    const payload = { action: 'update', record: { id: 1, name: 'x', gone: undefined, list: [1, null] } };
    expect(wireText('company-1-tag', payload)).toBe(JSON.stringify(['company-1-tag', payload]));
  });
});
