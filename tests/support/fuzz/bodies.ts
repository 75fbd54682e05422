import fc from "fast-check";

import type { FuzzFixtures } from "./fixtures";
import { anyJson, deepJsonText, headerValue, nastyString, objectOf, type FieldList } from "./values";

/** A request body as data (printable in a failure), turned into a real body when sent. */
export type BodySpec =
  | { kind: "text"; text: string; contentType: string | null }
  | { kind: "urlencoded"; fields: [string, string][] }
  | { kind: "multipart"; fields: [string, string][] }
  | { kind: "bytes"; bytes: Uint8Array; contentType: string | null };

export const MAX_BODY_BYTES = 200_000;

const contentType: fc.Arbitrary<string | null> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom("application/json", "application/json; charset=utf-8") },
  { weight: 1, arbitrary: fc.constant(null) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data",
      "multipart/form-data; boundary=fuzz",
      "application/octet-stream",
      "application/json; charset=utf-16",
      "application/jsonl",
      "image/png",
      "*/*",
    ),
  },
  { weight: 1, arbitrary: headerValue },
);

/** A value as a form or query field carries it. */
export const asText = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value) ?? "");

/**
 * Bodies for an endpoint whose input has `fields`: JSON (good, wrong, broken), forms, bytes. An
 * endpoint that reads a form (`form`) gets mostly forms.
 */
export function bodyOf(fields: FieldList, fx: FuzzFixtures, { form = false } = {}): fc.Arbitrary<BodySpec> {
  const shaped = objectOf(fields, fx);
  const json = (value: fc.Arbitrary<unknown>) =>
    fc.tuple(value, contentType).map(([v, type]): BodySpec => ({ kind: "text", text: JSON.stringify(v) ?? "", contentType: type }));
  const formFields = shaped.map((o) => Object.entries(o).map(([k, v]): [string, string] => [k, asText(v)]));
  return fc
    .oneof(
      { weight: 12, arbitrary: json(shaped) },
      { weight: 2, arbitrary: json(anyJson) },
      {
        weight: 2,
        arbitrary: fc
          .tuple(shaped, fc.nat(), contentType)
          .map(([v, cut, type]): BodySpec => {
            const text = JSON.stringify(v) ?? "";
            return { kind: "text", text: text.slice(0, cut % Math.max(1, text.length)), contentType: type };
          }),
      },
      { weight: 1, arbitrary: fc.tuple(nastyString, contentType).map(([text, type]): BodySpec => ({ kind: "text", text, contentType: type })) },
      // Deeply nested, whole or as one field's value.
      {
        weight: 1,
        arbitrary: fc
          .tuple(deepJsonText, fc.option(fc.constantFrom(...fields.map((field) => (typeof field === "string" ? field : field[0])), "patient"), { nil: undefined }))
          .map(([deep, field]): BodySpec => ({ kind: "text", text: field === undefined ? deep : `{${JSON.stringify(field)}:${deep}}`, contentType: "application/json" })),
      },
      { weight: form ? 12 : 1, arbitrary: formFields.map((f): BodySpec => ({ kind: "urlencoded", fields: f })) },
      { weight: form ? 6 : 1, arbitrary: formFields.map((f): BodySpec => ({ kind: "multipart", fields: f })) },
      {
        weight: 1,
        arbitrary: fc.tuple(fc.uint8Array({ maxLength: 4096 }), contentType).map(([bytes, type]): BodySpec => ({ kind: "bytes", bytes, contentType: type })),
      },
    )
    .filter((body) => bodySize(body) <= MAX_BODY_BYTES);
}

export function bodySize(body: BodySpec): number {
  if (body.kind === "text") return Buffer.byteLength(body.text);
  if (body.kind === "bytes") return body.bytes.length;
  return body.fields.reduce((n, [k, v]) => n + Buffer.byteLength(k) + Buffer.byteLength(v), 0);
}

/** The body and its Content-Type as fetch would send them. */
export function toBodyInit(body: BodySpec): { body: BodyInit; contentType: string | null } {
  switch (body.kind) {
    case "text":
      // A string body would get "text/plain" from fetch; bytes go without a Content-Type.
      return { body: body.contentType === null ? new TextEncoder().encode(body.text) : body.text, contentType: body.contentType };
    case "bytes":
      return { body: new Uint8Array(body.bytes), contentType: body.contentType };
    case "urlencoded":
      return { body: new URLSearchParams(body.fields), contentType: null };
    case "multipart": {
      const form = new FormData();
      for (const [k, v] of body.fields) form.append(k, v);
      return { body: form, contentType: null };
    }
  }
}
