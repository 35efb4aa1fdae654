/** Reads exact numbers of bytes from a stream of chunks of any size. */
export class ByteReader {
  private iterator: AsyncIterator<Buffer>;
  private buffered: Buffer[] = [];
  private bufferedBytes = 0;
  private ended = false;

  constructor(source: AsyncIterable<Buffer>) {
    this.iterator = source[Symbol.asyncIterator]();
  }

  /** The next `count` bytes, or fewer when the stream ends first. */
  async read(count: number): Promise<Buffer> {
    while (this.bufferedBytes < count && !this.ended) {
      const next = await this.iterator.next();
      if (next.done) this.ended = true;
      else {
        this.buffered.push(next.value);
        this.bufferedBytes += next.value.length;
      }
    }
    const all = this.buffered.length === 1 ? this.buffered[0]! : Buffer.concat(this.buffered);
    const taken = all.subarray(0, count);
    const rest = all.subarray(taken.length);
    this.buffered = rest.length > 0 ? [rest] : [];
    this.bufferedBytes = rest.length;
    return taken;
  }

  /** Up to `count` bytes, in the pieces they arrive in (for streaming a long payload on). */
  async *pieces(count: number): AsyncGenerator<Buffer> {
    let left = count;
    while (left > 0) {
      const piece = await this.read(Math.min(left, 64 * 1024));
      if (piece.length === 0) return;
      left -= piece.length;
      yield piece;
    }
  }
}
