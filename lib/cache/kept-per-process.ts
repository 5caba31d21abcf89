/**
 * Values kept in this process's memory by key, at most `max` of them: the least recently used goes first. For
 * results that depend only on their key (a lesson's text sanitised, say), so nothing ever has to be invalidated:
 * a changed input is another key, and the old entry ages out.
 */
export class KeptPerProcess<V> {
  private readonly entries = new Map<string, V>();

  constructor(private readonly max: number) {}

  /** The value kept for `key`, or `make()`'s, then kept. */
  get(key: string, make: () => V): V {
    if (this.entries.has(key)) {
      const hit = this.entries.get(key)!;
      // Most recently used last, so the oldest entry is the first the map iterates.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const value = make();
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, value);
    return value;
  }

  /** Forgets `key` (a failed result that the next caller should try again). */
  delete(key: string): void {
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
