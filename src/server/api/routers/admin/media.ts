import { z } from "zod/mini";

import { env } from "~/env";
import { MAX_IMAGE_BYTES, uploadTooLargeMessage, ZUploadAuthorizedAnswer } from "~/schemas/admin/media";
import { AppError } from "~/server/errors";
import { adminProcedure, createTRPCRouter } from "../../trpc";

/** The largest file of each kind: lesson videos from MEDIA_MAX_VIDEO_MB, pictures 5 MB. */
export const maxUploadBytes = (kind: "lesson_video" | "image") => (kind === "image" ? MAX_IMAGE_BYTES : env.MEDIA_MAX_VIDEO_MB * 1024 * 1024);

/** Uploads of lesson videos and pictures (admin only; decision 026). */
export const mediaRouter = createTRPCRouter({
  /**
   * The check before an upload's bytes are read (POST /api/admin/media/<kind>): the same procedure
   * chain as every change — the admin's back-office session, the CSRF header — and the size the
   * file says it has. The upload route streams the body only after this answers.
   */
  authorizeUpload: adminProcedure
    .input(z.object({ kind: z.enum(["lesson_video", "image"]), size: z.number().check(z.int(), z.minimum(1, "Please choose a file.")) }))
    .output(ZUploadAuthorizedAnswer)
    .mutation(({ ctx, input }) => {
      const maxBytes = maxUploadBytes(input.kind);
      if (input.size > maxBytes) throw new AppError("PAYLOAD_TOO_LARGE", uploadTooLargeMessage(input.kind, maxBytes));
      return { actorId: ctx.user.id, maxBytes };
    }),
});
