import { contextRoute } from "~/server/api/rest/handler";
import { otherMethods } from "~/server/api/rest/other-methods";
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

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
