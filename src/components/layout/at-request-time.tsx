import { connection } from "next/server";
import type { ReactNode } from "react";

/**
 * Renders its children when a request is served, never at build time: for parts that read the
 * database (the build has none) or must differ per request. Put it inside <Suspense>, whose
 * fallback the prerendered page shows until the part streams in, a few milliseconds later in the
 * same response.
 */
export async function AtRequestTime({ children }: { children?: ReactNode }) {
  await connection();
  return children;
}
