import fc from "fast-check";

import type { BodySpec } from "./bodies";
import type { FuzzFixtures } from "./fixtures";
import { anyJson, nastyString, nestedJsonText, objectOf, wellFormed, type FieldList } from "./values";

export type TrpcProcedure = { path: string; type: string; fields: FieldList | null };

type SchemaDef = { type: string; shape?: Record<string, unknown>; in?: unknown; innerType?: unknown };
const defOf = (schema: unknown) => (schema as { _zod?: { def: SchemaDef } } | undefined)?._zod?.def;

/** An object schema's fields (nested objects too), seen through pipes, optionals and defaults. */
function fieldsOf(schema: unknown): FieldList | null {
  let def = defOf(schema);
  while (def && def.type !== "object" && (def.in ?? def.innerType)) def = defOf(def.in ?? def.innerType);
  if (!def?.shape) return null;
  return Object.entries(def.shape).map(([name, field]) => {
    const nested = fieldsOf(field);
    return nested ? ([name, nested] as const) : name;
  });
}

/** Every procedure of the router with its kind and input fields, so that a new one is fuzzed too. */
export function trpcProcedures(router: unknown): TrpcProcedure[] {
  const procedures = (router as { _def: { procedures: Record<string, { _def: { type: string; inputs: unknown[] } }> } })._def.procedures;
  return Object.entries(procedures)
    .map(([path, procedure]) => ({ path, type: procedure._def.type, fields: fieldsOf(procedure._def.inputs[0]) }))
    .sort((a, b) => a.path.localeCompare(b.path));
}

export type TrpcCall = { target: string; batch: boolean; method: string; path: string; query: [string, string][]; body?: BodySpec };

const UNKNOWN_PATHS = ["appointments", "nope.nothing", "users.me.extra", "__proto__", "constructor", "toString", "users.__proto__", "", ".."];

/** How an input travels: as the superjson transformer expects, bare, or with broken metadata. */
function encoded(input: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 8, arbitrary: input.map((json) => ({ json })) },
    { weight: 1, arbitrary: input },
    {
      weight: 1,
      arbitrary: fc
        .tuple(input, fc.oneof(anyJson, fc.constant({ values: { date: ["Date"] } }), fc.constant({ values: ["undefined"], v: 1 })))
        .map(([json, meta]) => ({ json, meta })),
    },
  );
}

function callOf(procedures: TrpcProcedure[], fx: FuzzFixtures) {
  const known = procedures.map((procedure) =>
    fc.record({
      path: fc.constant(procedure.path),
      known: fc.constant(true),
      type: fc.constant(procedure.type),
      input: encoded(procedure.fields ? fc.oneof({ weight: 5, arbitrary: objectOf(procedure.fields, fx) }, { weight: 1, arbitrary: anyJson }) : fc.option(anyJson, { freq: 3, nil: undefined })),
    }),
  );
  const unknown = fc.record({
    path: fc.oneof(fc.constantFrom(...UNKNOWN_PATHS), nastyString.filter((s) => s.length < 100).map(wellFormed)),
    known: fc.constant(false),
    type: fc.constant("query"),
    input: encoded(anyJson),
  });
  return fc.oneof({ weight: 12, arbitrary: fc.oneof(...known) }, { weight: 1, arbitrary: unknown });
}

const postContentType = fc.oneof(
  { weight: 8, arbitrary: fc.constant("application/json") },
  { weight: 2, arbitrary: fc.constantFrom(null, "text/plain", "application/x-www-form-urlencoded", "multipart/form-data", "application/octet-stream", "application/json; charset=utf-16") },
);

/**
 * One call or a batch (`?batch=1`) through the tRPC route handler: GET with `?input=` for
 * queries, POST with a JSON body for mutations, sometimes the other one or an odd method.
 */
export function trpcCall(procedures: TrpcProcedure[], fx: FuzzFixtures): fc.Arbitrary<TrpcCall> {
  const call = callOf(procedures, fx);
  return fc
    .record({
      calls: fc.oneof({ weight: 3, arbitrary: fc.tuple(call) }, { weight: 2, arbitrary: fc.array(call, { minLength: 2, maxLength: 3 }) }),
      batchSingle: fc.oneof({ weight: 2, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
      methodChoice: fc.oneof(
        { weight: 8, arbitrary: fc.constant("natural") },
        { weight: 1, arbitrary: fc.constant("swapped") },
        { weight: 1, arbitrary: fc.constantFrom("PUT", "DELETE", "PATCH", "OPTIONS", "HEAD") },
      ),
      broken: fc.oneof({ weight: 9, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.nat() }),
      // The input (of the last call of a batch) nested deeply instead.
      deep: fc.oneof({ weight: 19, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.tuple(fc.integer({ min: 2, max: 10_000 }), fc.boolean()) }),
      contentType: postContentType,
    })
    .map(({ calls, batchSingle, methodChoice, broken, deep, contentType }) => {
      const batch = calls.length > 1 || batchSingle;
      const natural = calls[0]!.type === "mutation" ? "POST" : "GET";
      const method = methodChoice === "natural" ? natural : methodChoice === "swapped" ? (natural === "GET" ? "POST" : "GET") : methodChoice;
      const input = batch ? Object.fromEntries(calls.map((call, i) => [String(i), call.input])) : calls[0]!.input;
      const isGet = method === "GET" || method === "HEAD";
      let text = JSON.stringify(input) ?? "";
      // In a query's address, what Node's 16 KB for headers lets through once encoded: 2,000 levels of
      // arrays (6 characters each), 600 of objects (16 each).
      const nested = deep === null ? null : nestedJsonText(isGet ? Math.min(deep[0], deep[1] ? 2_000 : 600) : deep[0], deep[1]);
      if (nested !== null) text = batch ? `${text.slice(0, -1)}${text.length > 2 ? "," : ""}"${calls.length - 1}":{"json":${nested}}}` : `{"json":${nested}}`;
      // A broken request: the JSON cut short somewhere.
      if (broken !== null) text = text.slice(0, broken % Math.max(1, text.length));
      const query: [string, string][] = batch ? [["batch", "1"]] : [];
      if (isGet && text !== "") query.push(["input", text]);
      return {
        // Counted under the first procedure called; `batch` tells the two forms apart.
        target: calls[0]!.known ? calls[0]!.path : "(unknown procedure)",
        batch,
        method,
        path: calls.map((call) => call.path).join(","),
        query,
        ...(isGet ? {} : { body: { kind: "text" as const, text, contentType } }),
      };
    });
}
