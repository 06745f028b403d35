// What a test file opened through the harness (apps, SMTP and Stripe servers) and has not closed.
// A beforeAll that times out or throws leaves its app booting and its servers listening, and its
// afterAll then fails before closing them; without this they would keep the Jest process alive.

interface OpenResource {
  close(): Promise<void>;
}

const open = new Set<OpenResource>();
const opening = new Set<Promise<unknown>>();

/**
 * Registers `close` for the end of the test file; returns it made safe to call more than once (the
 * second call gets the first one's promise).
 */
export function closeAtEnd(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  const resource: OpenResource = {
    close: () =>
      (closing ??= (async () => {
        try {
          await close();
        } finally {
          open.delete(resource);
        }
      })()),
  };
  open.add(resource);
  return resource.close;
}

/** Tracks something still being opened, so that the end of the file waits for it before closing. */
export function whileOpening<T>(work: Promise<T>): Promise<T> {
  opening.add(work);
  const done = () => opening.delete(work);
  work.then(done, done);
  return work;
}

/** Closes whatever the test file left open; called once after its last hook (close-leftovers.setup.ts). */
export async function closeLeftovers(): Promise<void> {
  await Promise.allSettled([...opening]);
  await Promise.allSettled([...open].map((resource) => resource.close()));
}
