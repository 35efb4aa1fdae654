/**
 * Which new-notification pushes the office replay waits for, and how long each took.
 *
 * A push is expected only when its recipient keeps one socket from the send until it arrives:
 * the server does not repeat a push sent while someone has no socket (signed out, or between two
 * sockets), and that person reads the letter in their list instead. Such letters are counted
 * apart, so a push that should have come and did not is never hidden among them.
 *
 * The push may also come before the sender has read its own answer (the server pushes right
 * after the commit, and the recipient's socket lives in this same process): it is kept until the
 * sender says which step it was for.
 */
export class OfficePushes {
  /** Person id -> the id of their current socket, for those connected now. */
  private readonly sockets = new Map<number, number>();
  private nextSocket = 1;
  /** New step id -> when the letter was passed on and to whom, until its push arrives. */
  private readonly awaiting = new Map<number, { sentAt: number; to: number }>();
  /** New step id -> when its push arrived, for a push heard before the sender's answer. */
  private readonly early = new Map<number, number>();
  /** Pushes received of those expected. */
  received = 0;
  /** Letters passed on to someone who had no socket at the send, or lost it before the push. */
  toAbsent = 0;

  /** `record` is given each received push's delay from the send, in ms. */
  constructor(private readonly record: (delayMs: number) => void) {}

  /** A person's socket connected (the first time or again after a drop); returns its id here. */
  connected(personId: number): number {
    const socket = this.nextSocket++;
    this.sockets.set(personId, socket);
    return socket;
  }

  /**
   * A person has no socket now: the pushes still on their way to them will not come. Given the
   * socket that closed, a late close of an older socket is ignored once a new one is connected.
   */
  disconnected(personId: number, socket?: number): void {
    if (socket !== undefined && this.sockets.get(personId) !== socket) return;
    this.sockets.delete(personId);
    for (const [stepId, awaited] of this.awaiting) {
      if (awaited.to !== personId) continue;
      this.awaiting.delete(stepId);
      this.toAbsent++;
    }
  }

  /** Read just before a letter is passed on to `to`: the socket that should hear of it. */
  socketOf(personId: number): number | undefined {
    return this.sockets.get(personId);
  }

  /**
   * The sender's answer named the new steps: each is matched to a push already heard, or
   * awaited when `to` still has the socket it had at the send (`socketAtSend`).
   */
  sent(stepIds: readonly number[], to: number, socketAtSend: number | undefined, sentAt: number): void {
    for (const stepId of stepIds) {
      const arrivedAt = this.early.get(stepId);
      if (arrivedAt !== undefined) {
        this.early.delete(stepId);
        this.receive(arrivedAt - sentAt);
      } else if (socketAtSend !== undefined && this.sockets.get(to) === socketAtSend) this.awaiting.set(stepId, { sentAt, to });
      else this.toAbsent++;
    }
  }

  /** A push for a new step reached its recipient's socket. */
  arrived(stepId: number, at: number): void {
    const awaited = this.awaiting.get(stepId);
    if (!awaited) return void this.early.set(stepId, at);
    this.awaiting.delete(stepId);
    this.receive(at - awaited.sentAt);
  }

  private receive(delayMs: number): void {
    this.received++;
    this.record(delayMs);
  }

  /** Pushes expected and not (yet) received. */
  get missing(): number {
    return this.awaiting.size;
  }
}
