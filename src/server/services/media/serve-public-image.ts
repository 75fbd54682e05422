import "server-only";

import { toApiErrorBody } from "~/server/errors";
import { isMediaKey, type MediaStorage } from "~/server/media";

const TYPES: Record<string, string> = { jpg: "image/jpeg", png: "image/png", webp: "image/webp" };

/**
 * An uploaded picture of a service or a course, public like the site's own images. Its name is a
 * new uuid per upload, so it never changes: browsers and CDNs keep it for a year.
 */
export async function servePublicImage(storage: MediaStorage, name: string): Promise<Response> {
  const key = `images/${name}`;
  const stored = isMediaKey(key) ? await storage.head(key) : null;
  if (!stored) return Response.json(toApiErrorBody("NOT_FOUND", "This picture does not exist."), { status: 404, headers: { "cache-control": "no-store" } });
  return new Response(await storage.read(key), {
    headers: {
      "content-type": TYPES[name.split(".").at(-1)!]!,
      "content-length": String(stored.size),
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
      "last-modified": stored.lastModified.toUTCString(),
    },
  });
}
