import "server-only";

import { and, eq } from "drizzle-orm";

import { UPLOADED_IMAGE_URL } from "~/schemas/admin/media";
import type { Database } from "~/server/db/client";
import { mediaUploads } from "~/server/db/schema";
import { AppError } from "~/server/errors";

type Reader = Pick<Database, "select">;

/**
 * A picture address a form sent names an upload that exists: a shipped picture passes, an
 * uploaded one must be in media_uploads (the schema only checked its shape).
 */
export async function assertPictureExists(db: Reader, url: string, field: string): Promise<void> {
  if (!UPLOADED_IMAGE_URL.test(url)) return;
  const key = url.replace(/^\/media\//, "");
  const [upload] = await db.select({ id: mediaUploads.id }).from(mediaUploads).where(and(eq(mediaUploads.key, key), eq(mediaUploads.kind, "image")));
  if (!upload) {
    const message = "This picture was not found. Please upload it again.";
    throw new AppError("BAD_REQUEST", message, { [field]: message });
  }
}
