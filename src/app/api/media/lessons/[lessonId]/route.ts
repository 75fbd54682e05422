import { errorResponse } from "~/server/api/rest/handler";
import { otherMethods } from "~/server/api/rest/other-methods";
import { getRequestSession } from "~/server/auth/session";
import { getDb } from "~/server/db/client";
import { ensureDatabaseReady } from "~/server/db/ready";
import { streamLessonVideo } from "~/server/services/courses/stream-lesson-video";

export async function GET(req: Request, context: { params: Promise<{ lessonId: string }> }): Promise<Response> {
  try {
    await ensureDatabaseReady();
    return await streamLessonVideo({
      db: getDb(),
      session: await getRequestSession(req.headers),
      lessonId: (await context.params).lessonId,
      searchParams: new URL(req.url).searchParams,
      rangeHeader: req.headers.get("range"),
    });
  } catch (error) {
    return errorResponse(error);
  }
}

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
