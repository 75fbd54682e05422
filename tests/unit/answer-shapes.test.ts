import { describe, expect, it } from "vitest";

import { appRouter } from "~/server/api/root";

// Every procedure answers through a named shape, its `.output()` schema (decision 037): a zod
// object keeps the fields it names, so a whole row handed to it cannot leave the server. Found in
// the router itself, so a procedure added without a shape fails here the day it is added.

/** Procedures allowed without a shape: none. Nothing is to be added here. */
const NOT_YET_SHAPED = new Set<string>([]);

type ProcedureDef = { output?: unknown; middlewares: Array<{ _type?: string }> };
// tRPC keeps every procedure here under its full path ("admin.services.update").
const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, { _def: ProcedureDef }>);

/** Whether a procedure parses its answer: tRPC keeps the `.output()` schema and runs it as the last step. */
function hasShape(def: ProcedureDef): boolean {
  const schema = def.output as { "~standard"?: { validate?: unknown } } | undefined;
  return typeof schema?.["~standard"]?.validate === "function" && def.middlewares.some((middleware) => middleware._type === "output");
}

describe("every answer has a named shape", () => {
  it("finds the procedures", () => {
    expect(procedures.length).toBeGreaterThan(50);
  });

  it("gives every procedure an output schema", () => {
    const unshaped = procedures.filter(([path, procedure]) => !NOT_YET_SHAPED.has(path) && !hasShape(procedure._def)).map(([path]) => path);
    expect(unshaped).toEqual([]);
  });

  it("lists as not yet shaped only procedures that exist and still have no shape", () => {
    const byPath = new Map(procedures);
    const stale = [...NOT_YET_SHAPED].filter((path) => !byPath.has(path) || hasShape(byPath.get(path)!._def));
    expect(stale).toEqual([]);
  });

  it("keeps only the named fields of what a procedure returns", async () => {
    const [, services] = procedures.find(([path]) => path === "admin.services.update")!;
    const schema = services._def.output as { "~standard": { validate: (value: unknown) => Promise<{ value?: unknown }> | { value?: unknown } } };
    const row = {
      id: "s1",
      slug: "consultation",
      name: "Consultation",
      description: "A visit.",
      imageUrl: "/images/services/sick-visit.svg",
      priceOnlineCents: 4000,
      priceOfflineCents: 5000,
      currency: "USD",
      bookableOnline: true,
      minAgeMonths: null,
      maxAgeMonths: 36,
      archivedAt: null,
      sortOrder: 3,
      createdAt: new Date(),
      updatedAt: new Date(),
      passwordHash: "$argon2id$v=19$m=19456,t=2,p=1$abc$def",
    };
    const { value } = await schema["~standard"].validate(row);
    expect(Object.keys(value as object).sort()).toEqual(
      ["archivedAt", "bookableOnline", "currency", "description", "id", "imageUrl", "maxAgeMonths", "minAgeMonths", "name", "priceOfflineCents", "priceOnlineCents", "slug"],
    );
  });
});
