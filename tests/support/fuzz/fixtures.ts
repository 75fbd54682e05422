import { asc, eq } from "drizzle-orm";

import { courseModules, lessons, newsletterSubscribers, users } from "~/server/db/schema";
import type { Database } from "~/server/db/client";
import { signLessonVideoUrl } from "~/server/services/courses/lesson-video-url";
import { unsubscribeUrl } from "~/server/services/newsletter/subscribe-to-newsletter";
import { registerThrough } from "../accounts";
import { testCaller } from "../app";
import { bookingPayload, onlineService, postBooking, type BookingResponse } from "../booking";
import { upcoming } from "../dates";
import { createCourse } from "../factories";

const DEMO_VIDEO = "first-aid-at-home-01-choking-in-babies.mp4";

/** Real ids and credentials, so that generated requests also reach past "not found" and "log in". */
export type FuzzFixtures = {
  serviceId: string;
  bookableDates: string[];
  courses: { id: string; slug: string; moduleId: string; lessonId: string }[];
  parent: { id: string; email: string; password: string };
  orderId: string;
  checkoutSessionId: string;
  subscriberId: string;
  unsubscribeToken: string;
  /** Query string of a signed address of the free course's first lesson, for the parent. */
  videoQuery: string;
};

export async function createFuzzFixtures(db: Database): Promise<FuzzFixtures> {
  const service = await onlineService(db);
  const bookableDates = [upcoming(2, 7), upcoming(3, 7), upcoming(4, 14)];
  const booking = await postBooking(bookingPayload(service.id, bookableDates[0]!, "15:00"));
  if (booking.status !== 201) throw new Error(`fixture booking failed: ${JSON.stringify(booking.json)}`);
  const { orderId, session } = (booking.json as BookingResponse).data;

  const free = await createCourse(db, { priceCents: 0 }, { modules: 1, lessonsPerModule: 2 });
  const paid = await createCourse(db, {}, { modules: 1, lessonsPerModule: 1 });
  const courses = [];
  for (const course of [free, paid]) {
    const [lesson] = await db
      .select({ id: lessons.id, moduleId: lessons.moduleId })
      .from(lessons)
      .innerJoin(courseModules, eq(courseModules.id, lessons.moduleId))
      .where(eq(courseModules.courseId, course.id))
      .orderBy(asc(lessons.position));
    await db.update(lessons).set({ videoKey: DEMO_VIDEO }).where(eq(lessons.moduleId, lesson!.moduleId));
    courses.push({ id: course.id, slug: course.slug, moduleId: lesson!.moduleId, lessonId: lesson!.id });
  }

  const email = "fuzz.parent@example.com";
  const password = "cedar-tree-42";
  const visitor = await testCaller({ headers: new Headers({ "x-forwarded-for": "192.0.2.10" }) });
  await registerThrough(visitor, { firstName: "Rana", lastName: "Khoury", email, phoneNumber: "+961 3 123 456", password });
  const [parent] = await db.select().from(users).where(eq(users.email, email));
  const signedIn = await testCaller({ user: { ...parent!, role: parent!.role } });
  await signedIn.courses.buy({ courseId: free.id });

  await visitor.newsletter.subscribe({ email: "fuzz.reader@example.com", source: "fuzz" });
  const [subscriber] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, "fuzz.reader@example.com"));
  const unsubscribeToken = new URL(unsubscribeUrl(subscriber!.id)).searchParams.get("t")!;

  return {
    serviceId: service.id,
    bookableDates,
    courses,
    parent: { id: parent!.id, email, password },
    orderId,
    checkoutSessionId: session.id,
    subscriberId: subscriber!.id,
    unsubscribeToken,
    videoQuery: signLessonVideoUrl(courses[0]!.lessonId, parent!.id).split("?")[1]!,
  };
}
