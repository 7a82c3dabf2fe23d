/** A small LRU map: a hit moves the entry to the end, the oldest goes when full. */
export class Lru<K, V> {
  readonly map = new Map<K, V>();
  constructor(private readonly capacity: number) {}
  get(key: K): V | undefined {
    const v = this.map.get(key);
    if (v !== undefined) {
      this.map.delete(key);
      this.map.set(key, v);
    }
    return v;
  }
  set(key: K, v: V): V {
    if (!this.map.has(key) && this.map.size >= this.capacity) {
      this.map.delete(this.map.keys().next().value as K);
    }
    this.map.set(key, v);
    return v;
  }
}
