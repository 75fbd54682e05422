import "server-only";

import { TRPCError } from "@trpc/server";
import { cache } from "react";
import { api } from "~/trpc/server";

/**
 * A course with its modules, or null when there is no such course (an unknown or malformed id).
 * Cached per request, so the page and its metadata ask once.
 */
export const loadCourse = cache(async (courseId: string) => {
  try {
    return await api.courses.byId({ courseId });
  } catch (error) {
    if (error instanceof TRPCError && (error.code === "NOT_FOUND" || error.code === "BAD_REQUEST")) return null;
    throw error;
  }
});

export type LoadedCourse = NonNullable<Awaited<ReturnType<typeof loadCourse>>>;
