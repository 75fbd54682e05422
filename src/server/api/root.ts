import { agendaRouter } from "./routers/admin/agenda";
import { childrenAdminRouter } from "./routers/admin/children";
import { keptTimesRouter } from "./routers/admin/kept-times";
import { auditRouter } from "./routers/admin/audit";
import { coursesAdminRouter } from "./routers/admin/courses";
import { mediaRouter } from "./routers/admin/media";
import { jobsRouter } from "./routers/admin/jobs";
import { ordersRouter } from "./routers/admin/orders";
import { parentsRouter } from "./routers/admin/parents";
import { scheduleRouter } from "./routers/admin/schedule";
import { servicesRouter } from "./routers/admin/services";
import { siteContentRouter } from "./routers/admin/site-content";
import { staffSignInRouter } from "./routers/admin/sign-in";
import { staffRouter } from "./routers/admin/staff";
import { ownFactorsRouter } from "./routers/admin/own-factors";
import { subscribersRouter } from "./routers/admin/subscribers";
import { appointmentsRouter } from "./routers/appointments";
import { catalogueRouter } from "./routers/catalogue";
import { coursesRouter } from "./routers/courses";
import { familyRouter } from "./routers/family";
import { newsletterRouter } from "./routers/newsletter";
import { paymentsRouter } from "./routers/payments";
import { privacyRouter } from "./routers/privacy";
import { usersRouter } from "./routers/users";
import { videoRouter } from "./routers/video";
import { createCallerFactory, createTRPCRouter } from "./trpc";

export const appRouter = createTRPCRouter({
  appointments: appointmentsRouter,
  catalogue: catalogueRouter,
  courses: coursesRouter,
  users: usersRouter,
  family: familyRouter,
  newsletter: newsletterRouter,
  payments: paymentsRouter,
  privacy: privacyRouter,
  video: videoRouter,
  /** The back-office: one router per area (docs/decisions/024). */
  admin: createTRPCRouter({
    signIn: staffSignInRouter,
    factors: ownFactorsRouter,
    schedule: scheduleRouter,
    agenda: agendaRouter,
    children: childrenAdminRouter,
    keptTimes: keptTimesRouter,
    subscribers: subscribersRouter,
    audit: auditRouter,
    services: servicesRouter,
    orders: ordersRouter,
    parents: parentsRouter,
    jobs: jobsRouter,
    staff: staffRouter,
    courses: coursesAdminRouter,
    media: mediaRouter,
    siteContent: siteContentRouter,
  }),
});

export type AppRouter = typeof appRouter;

/** Server-side caller: `createCaller(ctx).courses.list()`. */
export const createCaller = createCallerFactory(appRouter);
