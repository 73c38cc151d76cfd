/**
 * An immutable map whose updates cost O(1) instead of a copy of the whole table (Baker's rerooted persistent
 * structure). Every version reads as an ordinary ReadonlyMap; one version at a time (the root) holds the real Map,
 * the others hold the one change that leads from them to a newer or older version. Reading a version moves the root
 * to it by undoing or redoing the changes in between, so the newest version, the one the sandbox reads nearly
 * always, reads at Map speed, and reading the version just before it (what framesOf compares) costs one step.
 *
 * Why: the projection is pure (every event gives a new State, the one before stays readable for framesOf and the
 * replay tests), and copying the 10,000-ticket table at every event of the bench's stream cost ~1.3 ms per event
 * and fed the garbage collector pauses that made long tasks of the page (the workspace bench under load).
 *
 * Iteration order: the root's Map order. The newest version always iterates in insertion order; an older version
 * read after a later deletion may list the re-added row last (no code here depends on the order of old versions).
 * While one version is iterated, another version of the same table must not be read (that rewrites the Map under
 * the iteration; forEach throws, the iterators cannot tell): copy the values first (`[...t.values()]`).
 */
const ABSENT: unique symbol = Symbol('absent');

interface Change<K, V> {
  key: K;
  /** The value the key has in the version holding this change, or ABSENT. */
  value: V | typeof ABSENT;
  /** The version the change is relative to (one step nearer the root). */
  next: PersistentMap<K, V>;
}

export class PersistentMap<K, V> implements ReadonlyMap<K, V> {
  #data: Map<K, V> | Change<K, V>;

  constructor(entries?: Iterable<readonly [K, V]> | null) {
    this.#data = new Map(entries ?? undefined);
  }

  /** The real Map, with this version made the root. */
  #root(): Map<K, V> {
    if (this.#data instanceof Map) return this.#data;
    // The path to the root, then the changes undone from the root back to this version (iterative: a long path must
    // not overflow the stack).
    const path: PersistentMap<K, V>[] = [this];
    let at: PersistentMap<K, V> = this.#data.next;
    while (!(at.#data instanceof Map)) {
      path.push(at);
      at = at.#data.next;
    }
    const map = at.#data;
    let root = at;
    for (let i = path.length - 1; i >= 0; i--) {
      const version = path[i] as PersistentMap<K, V>;
      const change = version.#data as Change<K, V>;
      const now: V | typeof ABSENT = map.has(change.key) ? (map.get(change.key) as V) : ABSENT;
      if (change.value === ABSENT) map.delete(change.key);
      else map.set(change.key, change.value);
      root.#data = { key: change.key, value: now, next: version };
      version.#data = map;
      root = version;
    }
    return map;
  }

  /** A new version with `key` set to `value`; this one stays as it is. */
  set(key: K, value: V): PersistentMap<K, V> {
    const map = this.#root();
    const before: V | typeof ABSENT = map.has(key) ? (map.get(key) as V) : ABSENT;
    map.set(key, value);
    return this.#handOver(map, key, before);
  }

  /** A new version without `key` (this one when it has no such key). */
  delete(key: K): PersistentMap<K, V> {
    const map = this.#root();
    if (!map.has(key)) return this;
    const before = map.get(key) as V;
    map.delete(key);
    return this.#handOver(map, key, before);
  }

  /** A new version with every entry set: one copy of the table when there are many (an import). */
  setMany(entries: Iterable<readonly [K, V]>): PersistentMap<K, V> {
    const next = new PersistentMap<K, V>(this.#root());
    const map = next.#data as Map<K, V>;
    for (const [k, v] of entries) map.set(k, v);
    return next;
  }

  #handOver(map: Map<K, V>, key: K, before: V | typeof ABSENT): PersistentMap<K, V> {
    const next = new PersistentMap<K, V>();
    next.#data = map;
    this.#data = { key, value: before, next };
    return next;
  }

  get size(): number {
    return this.#root().size;
  }
  get(key: K): V | undefined {
    return this.#root().get(key);
  }
  has(key: K): boolean {
    return this.#root().has(key);
  }
  forEach(fn: (value: V, key: K, map: ReadonlyMap<K, V>) => void, thisArg?: unknown): void {
    const map = this.#root();
    for (const [k, v] of map) {
      if (this.#data !== map)
        throw new Error('PersistentMap: another version was read while iterating this one');
      fn.call(thisArg, v, k, this);
    }
  }
  // The iterators are the root Map's own (the sandbox iterates 50,000 messages per page: a guarded generator cost
  // twice a Map's time). Reading another version of this table while one of them runs rewrites the Map under it:
  // copy first (`[...t.values()]`) when both are needed.
  entries(): MapIterator<[K, V]> {
    return this.#root().entries();
  }
  keys(): MapIterator<K> {
    return this.#root().keys();
  }
  values(): MapIterator<V> {
    return this.#root().values();
  }
  [Symbol.iterator](): MapIterator<[K, V]> {
    return this.#root()[Symbol.iterator]();
  }
}
