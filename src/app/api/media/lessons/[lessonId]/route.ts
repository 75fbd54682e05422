import { contextRoute } from "~/server/api/rest/handler";
import { streamLessonVideo } from "~/server/services/courses/stream-lesson-video";

export const GET = contextRoute<{ lessonId: string }>(({ req, ctx, params }) =>
  streamLessonVideo({
    db: ctx.db,
    session: ctx.session,
    lessonId: params.lessonId,
    searchParams: new URL(req.url).searchParams,
    rangeHeader: req.headers.get("range"),
  }),
);
