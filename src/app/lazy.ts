/**
 * A value made on its first use and kept after: for what must stay off the paths that never use it (react-query
 * on /login).
 */
export class Lazy<T> {
  private value: T | undefined;

  get(create: () => T): T {
    this.value ??= create();
    return this.value;
  }

  /** The value if it was made, without making it. */
  peek(): T | undefined {
    return this.value;
  }
}
