/**
 * Which shown lists are still catching up after a reconnect (their refetch of the pages they had). The one list
 * binding (use-paged-list.ts) reports each mounted list here, so the connection banner can say "caught up" only
 * once every list on screen has merged what it missed.
 */
export class CatchUpTracker {
  private readonly busy = new Set<object>();
  private readonly listeners = new Set<() => void>();

  set(list: object, catchingUp: boolean): void {
    const had = this.busy.has(list);
    if (catchingUp === had) return;
    if (catchingUp) this.busy.add(list);
    else this.busy.delete(list);
    this.listeners.forEach((l) => l());
  }

  catchingUp(): boolean {
    return this.busy.size > 0;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
