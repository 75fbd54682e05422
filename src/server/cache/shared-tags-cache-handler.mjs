// The "use cache" handler (next.config.mjs `cacheHandlers.default`): entries live in this process's
// memory, as with Next's built-in handler, but a tag counts as changed when its version in the
// database moved, so an edit made by any process (another app server, a script, a test) drops the
// cached copies in all of them (decision 022). Plain JavaScript: Next loads it as it is.
//
// Next calls refreshTags() once per request before its first cache read. The check is one small
// query at most every CACHE_TAG_CHECK_MS, shared by the requests that arrive meanwhile, so an edit
// shows within that time plus one render.

/** @typedef {import("next/cache").CacheEntry} CacheEntry */
/** @typedef {import("next/cache").CacheHandler} CacheHandler */
/** @typedef {() => Promise<Map<string, number>>} VersionReader */

export const CACHE_TAG_CHECK_MS = 250;
/** The same bound as Next's built-in handler (cacheMaxMemorySize): 50 MB of serialised entries. */
const MAX_BYTES = 50 * 1024 * 1024;
/** src/server/prepare-server.ts registers the database reader here once the database is ready. */
export const VERSION_READER_KEY = Symbol.for("clinic.cacheTagVersionReader");

/**
 * @param {{ readVersions?: () => VersionReader | undefined, now?: () => number, checkEveryMs?: number, maxBytes?: number }} [options]
 * @returns {CacheHandler & { tagState: (tag: string) => { stale: number, expired: number } | undefined }}
 */
export function createSharedTagsCacheHandler(options = {}) {
  const readVersions = options.readVersions ?? (() => /** @type {any} */ (globalThis)[VERSION_READER_KEY]);
  const now = options.now ?? Date.now;
  const checkEveryMs = options.checkEveryMs ?? CACHE_TAG_CHECK_MS;
  const maxBytes = options.maxBytes ?? MAX_BYTES;

  /** @type {Map<string, { entry: Omit<CacheEntry, "value">, value: Uint8Array, startedAt: number }>} insertion order = least recently used first; startedAt: when its render began */
  const entries = new Map();
  let storedBytes = 0;
  /** @type {Map<string, Promise<void>>} */
  const pendingSets = new Map();
  /** When each tag was last marked stale or expired, in this process's clock. */
  /** @type {Map<string, { stale: number, expired: number }>} */
  const tags = new Map();
  /** @type {Map<string, number> | undefined} the versions last read; undefined before the first read */
  let knownVersions;
  let lastCheck = -Infinity;
  /** @type {Promise<void> | undefined} */
  let checking;

  /** @param {string} key */
  function remove(key) {
    const stored = entries.get(key);
    if (!stored) return;
    entries.delete(key);
    storedBytes -= stored.value.byteLength + key.length;
  }

  /** @param {string[]} changed @param {number} [expireSeconds] */
  function markTags(changed, expireSeconds) {
    const at = now();
    for (const tag of changed) {
      const state = tags.get(tag) ?? { stale: 0, expired: 0 };
      if (expireSeconds === undefined) state.expired = at;
      else {
        state.stale = at;
        state.expired = at + expireSeconds * 1000;
      }
      tags.set(tag, state);
    }
  }

  async function checkVersions() {
    const reader = readVersions();
    if (!reader) return;
    try {
      const versions = await reader();
      // The first read only learns the versions: nothing was cached against older ones.
      if (knownVersions) {
        const changed = [...versions].filter(([tag, version]) => knownVersions?.get(tag) !== version).map(([tag]) => tag);
        if (changed.length > 0) markTags(changed);
      }
      knownVersions = versions;
    } catch (error) {
      // The database is away: keep serving what is cached (Next's advice for refreshTags), and
      // try again with the next request.
      lastCheck = -Infinity;
      console.error("cache: reading the content versions failed", error);
    }
  }

  return {
    async get(cacheKey) {
      const pending = pendingSets.get(cacheKey);
      if (pending) await pending;
      const stored = entries.get(cacheKey);
      if (!stored) return undefined;
      const { entry, value } = stored;
      // In memory, a stale entry is not worth serving while a new one renders: drop it at
      // `revalidate`, as Next's built-in handler does.
      if (now() > entry.timestamp + entry.revalidate * 1000) {
        remove(cacheKey);
        return undefined;
      }
      // A render that began before a change may finish after this process learned of it, with the
      // old data: what counts is when it began (set() is called as it starts).
      const renderedFrom = Math.min(entry.timestamp, stored.startedAt);
      for (const tag of entry.tags) {
        const state = tags.get(tag);
        if (state && (state.expired > renderedFrom || state.stale > renderedFrom)) {
          remove(cacheKey);
          return undefined;
        }
      }
      // Most recently used last.
      entries.delete(cacheKey);
      entries.set(cacheKey, stored);
      return {
        ...entry,
        value: new ReadableStream({
          start(controller) {
            controller.enqueue(value);
            controller.close();
          },
        }),
      };
    },

    async set(cacheKey, pendingEntry) {
      const startedAt = now();
      /** @type {() => void} */
      let done = () => {};
      pendingSets.set(cacheKey, new Promise((resolve) => (done = () => resolve(undefined))));
      try {
        const entry = await pendingEntry;
        const value = new Uint8Array(await new Response(entry.value).arrayBuffer());
        // An entry that must not outlive its render (expire 0) is never served again.
        if (entry.expire === 0) return;
        const { value: _stream, ...metadata } = entry;
        remove(cacheKey);
        entries.set(cacheKey, { entry: metadata, value, startedAt });
        storedBytes += value.byteLength + cacheKey.length;
        for (const key of entries.keys()) {
          if (storedBytes <= maxBytes) break;
          remove(key);
        }
      } catch {
        // A render that failed half-way leaves nothing behind; the next request renders again.
      } finally {
        done();
        pendingSets.delete(cacheKey);
      }
    },

    async refreshTags() {
      if (checking) return checking;
      if (now() - lastCheck < checkEveryMs) return;
      lastCheck = now();
      checking = checkVersions().finally(() => (checking = undefined));
      return checking;
    },

    async getExpiration(softTags) {
      return Math.max(0, ...softTags.map((tag) => tags.get(tag)?.expired ?? 0));
    },

    async updateTags(changed, durations) {
      markTags(changed, durations?.expire);
    },

    tagState(tag) {
      return tags.get(tag);
    },
  };
}

export default createSharedTagsCacheHandler();
