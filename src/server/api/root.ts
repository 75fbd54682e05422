import { appointmentsRouter } from "./routers/appointments";
import { catalogueRouter } from "./routers/catalogue";
import { coursesRouter } from "./routers/courses";
import { newsletterRouter } from "./routers/newsletter";
import { paymentsRouter } from "./routers/payments";
import { usersRouter } from "./routers/users";
import { createCallerFactory, createTRPCRouter } from "./trpc";

export const appRouter = createTRPCRouter({
  appointments: appointmentsRouter,
  catalogue: catalogueRouter,
  courses: coursesRouter,
  users: usersRouter,
  newsletter: newsletterRouter,
  payments: paymentsRouter,
});

export type AppRouter = typeof appRouter;

/** Server-side caller: `createCaller(ctx).courses.list()`. */
export const createCaller = createCallerFactory(appRouter);
