import path from "node:path";

import { env } from "~/env";
import { createCaller } from "~/server/api/root";
import { contextRoute, json } from "~/server/api/rest/handler";
import { otherMethods } from "~/server/api/rest/other-methods";
import { AppError } from "~/server/errors";
import { apiFloodRefusal } from "~/server/http/api-flood-limit";
import { crossSiteRefusal } from "~/server/http/api-request-guard";
import { getMediaStorage } from "~/server/media";
import { receiveUpload } from "~/server/services/media/receive-upload";

const publicOrigin = new URL(env.PUBLIC_URL).origin;
const KINDS = { "lesson-videos": "lesson_video", images: "image" } as const;

/**
 * POST /api/admin/media/lesson-videos and /api/admin/media/images: the file's bytes as the request
 * body (its name in X-File-Name, URI-encoded). Answers 201 with the upload's id (and a picture's
 * address, a video's duration), which the form then names. src/proxy.ts leaves these paths alone
 * — Next would otherwise copy the first megabyte of the body for it and hand the route only that —
 * so the proxy's checks run here first: the flood limit and the cross-site refusal; then the admin
 * procedure that authorises the upload (session, role, CSRF header, declared size); only then is
 * the body read, streamed to disk (decision 026).
 */
export const POST = contextRoute<{ kind: string }>(async ({ req, ctx, params }) => {
  const refusal = (await apiFloodRefusal(req.headers)) ?? crossSiteRefusal(req.method, req.headers, publicOrigin);
  if (refusal) throw refusal;
  const kind = KINDS[params.kind as keyof typeof KINDS];
  if (!kind) throw new AppError("NOT_FOUND", "Uploads go to /api/admin/media/lesson-videos or /api/admin/media/images.");
  const declared = req.headers.get("content-length");
  const declaredBytes = declared === null || !/^\d+$/.test(declared) ? null : Number(declared);
  const { actorId, maxBytes } = await createCaller(ctx).admin.media.authorizeUpload({ kind, size: declaredBytes ?? 1 });
  const upload = await receiveUpload({
    db: ctx.db,
    storage: getMediaStorage(),
    kind,
    body: req.body,
    declaredBytes,
    originalName: fileNameOf(req.headers.get("x-file-name")),
    actorId,
    maxBytes,
    workDir: path.resolve(env.DATA_DIR, "uploads"),
  });
  return json(upload, 201);
});

function fileNameOf(header: string | null): string {
  try {
    return (header ? decodeURIComponent(header) : "").replace(/[\u0000-\u001f]/g, "").trim() || "upload";
  } catch {
    return "upload";
  }
}

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
