import { describe, expect, it, vi } from 'vitest';
import { readyList } from '../../tests/support/ready-list.ts';
import { ifTaken } from './relay.ts';

describe('ifTaken: a frame the machine would not take is not sent', () => {
  it('sends what the machine takes, in its current state; wakes no subscriber for the rest', async () => {
    const { list, fetches } = await readyList();
    const woken = vi.fn();
    list.subscribe(woken);
    const relay = ifTaken(
      () => list,
      (event) => list.send(event),
    );
    // Far from the end, and a patch that changes nothing: refused by the list's own guards, never sent.
    relay({ type: 'list.scrolled', distanceToEnd: 5000 });
    relay({ type: 'server.patched', id: 1, patch: { unread: 0 } });
    relay({ type: 'server.patched', id: 9, patch: { unread: 0 } });
    expect(woken).not.toHaveBeenCalled();
    // A patch that changes a row, and a distance near the end with more to load: sent and taken.
    relay({ type: 'server.patched', id: 2, patch: { unread: 0 } });
    expect(list.getSnapshot().context.items.map((i) => i.unread)).toEqual([0, 0]);
    relay({ type: 'list.scrolled', distanceToEnd: 100 });
    expect(fetches.map((f) => f.page)).toEqual([1, 2]);
    expect(woken).toHaveBeenCalled();
  });

  it('before the machine exists every frame goes', () => {
    const sent = vi.fn();
    ifTaken(() => null, sent)({ type: 'anything' });
    expect(sent).toHaveBeenCalledWith({ type: 'anything' });
  });
});
