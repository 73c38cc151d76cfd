/**
 * `make`'s answer for an object, made once while the object lives and given again after (a WeakMap): a live event's
 * one reading shared by the guards and the actions that ask for it, a ticket's one row element while its props hold.
 */
export function oncePer<K extends object, V>(make: (key: K) => V): (key: K) => V {
  const made = new WeakMap<K, V>();
  return (key) => {
    if (made.has(key)) return made.get(key) as V;
    const value = make(key);
    made.set(key, value);
    return value;
  };
}
