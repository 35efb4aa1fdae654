/**
 * A machine built when it is first used, not when its module loads. Building one walks all its
 * states; the modules of the signed-in page's machines load in the one long task that starts the
 * page on a phone, while the machines themselves are needed only as their components mount.
 */
export function builtOnFirstUse<T>(build: () => T): () => T {
  let built: { value: T } | null = null;
  return () => (built ??= { value: build() }).value;
}
