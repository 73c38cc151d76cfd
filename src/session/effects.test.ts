import { describe, expect, it } from 'vitest';
import { createActor, emit, forwardTo, setup, spawnChild } from 'xstate';
import { typeOf, type MachineEmitted } from '../../machines/common/emitted.ts';
import { EffectsBus } from './effects.ts';

const parent = setup({
  types: { emitted: typeOf<MachineEmitted>(), events: typeOf<{ type: 'go' } | { type: 'fail' }>() },
  actors: {
    child: setup({
      types: { emitted: typeOf<MachineEmitted>(), events: typeOf<{ type: 'fail' }>() },
    }).createMachine({
      on: {
        fail: { actions: emit({ type: 'notify', level: 'error', key: 'errors:generic', error: 'boom' }) },
      },
    }),
  },
}).createMachine({
  entry: spawnChild('child', { id: 'child', systemId: 'child' }),
  on: {
    go: { actions: emit({ type: 'navigate', to: '/tickets' }) },
    fail: { actions: forwardTo('child') },
  },
});

describe('one effects bus', () => {
  it('hears what every actor of a tree emits, spawned ones included', () => {
    const bus = new EffectsBus();
    const seen: MachineEmitted[] = [];
    bus.setSink({ notify: (e) => seen.push(e), navigate: (e) => seen.push(e) });
    const root = createActor(parent, { inspect: bus.inspect }).start();
    root.send({ type: 'fail' });
    root.send({ type: 'go' });
    expect(seen).toEqual([
      { type: 'notify', level: 'error', key: 'errors:generic', error: 'boom' },
      { type: 'navigate', to: '/tickets' },
    ]);
  });

  it('keeps notifications until a sink is mounted, but drops navigation nobody could follow', () => {
    const bus = new EffectsBus();
    const root = createActor(parent, { inspect: bus.inspect }).start();
    root.send({ type: 'fail' });
    root.send({ type: 'go' });
    const seen: MachineEmitted[] = [];
    bus.setSink({ notify: (e) => seen.push(e), navigate: (e) => seen.push(e) });
    expect(seen).toEqual([{ type: 'notify', level: 'error', key: 'errors:generic', error: 'boom' }]);
  });

  it('attaches an actor once, and detaches it', () => {
    const bus = new EffectsBus();
    const seen: MachineEmitted[] = [];
    bus.setSink({ notify: (e) => seen.push(e), navigate: (e) => seen.push(e) });
    const root = createActor(parent).start();
    const off = bus.attach(root);
    bus.attach(root);
    root.send({ type: 'go' });
    off();
    root.send({ type: 'go' });
    expect(seen).toHaveLength(1);
  });
});
