import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PersistentMap } from './persistent-map.ts';

const ops = fc.array(
  fc.oneof(
    fc.record({ kind: fc.constant('set' as const), key: fc.integer({ min: 0, max: 8 }), value: fc.string() }),
    fc.record({ kind: fc.constant('delete' as const), key: fc.integer({ min: 0, max: 8 }) }),
  ),
  { maxLength: 40 },
);

describe('PersistentMap (the sandbox tables)', () => {
  it('every version keeps its content however the versions are read afterwards', () => {
    fc.assert(
      fc.property(ops, fc.array(fc.nat(), { maxLength: 30 }), (steps, reads) => {
        // The model: a copied Map per version.
        const models: Map<number, string>[] = [new Map()];
        const versions: PersistentMap<number, string>[] = [new PersistentMap()];
        for (const op of steps) {
          const model = new Map(models.at(-1));
          const version = versions.at(-1) as PersistentMap<number, string>;
          if (op.kind === 'set') {
            model.set(op.key, op.value);
            versions.push(version.set(op.key, op.value));
          } else {
            model.delete(op.key);
            versions.push(version.delete(op.key));
          }
          models.push(model);
        }
        // Read versions in any order (each read moves the root there).
        for (const r of [...reads, versions.length - 1]) {
          const i = r % versions.length;
          const v = versions[i] as PersistentMap<number, string>;
          const m = models[i] as Map<number, string>;
          expect(v.size).toBe(m.size);
          for (let k = 0; k <= 8; k++) {
            expect(v.has(k)).toBe(m.has(k));
            expect(v.get(k)).toBe(m.get(k));
          }
          expect(new Map(v)).toEqual(m);
        }
        // The newest version lists its entries in insertion order, like a Map.
        const newest = versions.at(-1) as PersistentMap<number, string>;
        expect([...newest.entries()]).toEqual([...(models.at(-1) as Map<number, string>).entries()]);
      }),
    );
  });

  it('a change leaves the version it came from as it was', () => {
    const a = new PersistentMap<number, string>([[1, 'one']]);
    const b = a.set(1, 'uno').set(2, 'dos');
    const c = b.delete(1);
    expect(a.get(1)).toBe('one');
    expect(a.has(2)).toBe(false);
    expect(b.get(1)).toBe('uno');
    expect(c.has(1)).toBe(false);
    expect([...c.keys()]).toEqual([2]);
    expect(c.delete(9)).toBe(c);
  });

  it('setMany copies once and leaves the version before intact', () => {
    const a = new PersistentMap<number, number>([[1, 1]]);
    const b = a.setMany([
      [2, 2],
      [3, 3],
    ]);
    expect([...a.values()]).toEqual([1]);
    expect([...b.values()]).toEqual([1, 2, 3]);
  });

  it('forEach refuses to go on when another version is read in the middle of it', () => {
    const a = new PersistentMap<number, number>([
      [1, 1],
      [2, 2],
    ]);
    const b = a.set(3, 3);
    expect(() => b.forEach((_, k) => (k === 1 ? a.get(1) : undefined))).toThrow(/another version/);
    // Copied first, both versions read as they are.
    const seen: [number, number | undefined][] = [];
    for (const [k] of [...b]) seen.push([k, a.get(k)]);
    expect(seen).toEqual([
      [1, 1],
      [2, 2],
      [3, undefined],
    ]);
  });

  it('two versions with the same entries are equal to toEqual (no internals compared)', () => {
    const a = new PersistentMap<number, number>().set(1, 1).set(2, 2);
    const b = new PersistentMap<number, number>([[1, 0]]).set(1, 1).set(2, 2);
    expect(a).toEqual(b);
    expect(a).not.toEqual(b.set(2, 3));
  });
});
