import fc from "fast-check";

import type { FuzzFixtures } from "./fixtures";

/** Strings that have broken parsers, databases and templates before. */
const TRICKY = [
  "",
  " ",
  "\t\n\r",
  "\u0000",
  "a\u0000b",
  "%00",
  "\u202Eevil\u202C",
  "\u200B\u200D\uFEFF",
  "\uD800",
  "\uDFFF\uD800",
  "مرحبا بكم في العيادة",
  "שלום",
  "👶🏽‍🍼🧸🇱🇧",
  "Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇",
  "𝕳𝖊𝖑𝖑𝖔",
  "' OR 1=1 --",
  "\"; drop table users; --",
  "<script>alert(1)</script>",
  "../../../etc/passwd",
  "${7*7}{{7*7}}",
  "__proto__",
  "constructor",
  "null",
  "undefined",
  "NaN",
  "-1",
  "1e309",
  "0x10",
  "9999-99-99",
  "2026-02-30",
  "25:99",
  "%E0%A4%A",
  "\\u0000",
];

/** Up to ~100 KB of UTF-8, built by repetition so that generating it stays cheap. */
const huge = fc
  .constantFrom("a", "é", "👶", "\u0000", "مرحبا", "<>&\"'")
  .chain((unit) => fc.integer({ min: 1_000, max: Math.floor(100_000 / Buffer.byteLength(unit)) }).map((times) => unit.repeat(times)));

export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...TRICKY) },
  { weight: 3, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 300 }) },
  { weight: 1, arbitrary: huge },
);

/** JSON text nested `depth` levels deep, in arrays or in objects. */
export function nestedJsonText(depth: number, arrays: boolean): string {
  return arrays ? "[".repeat(depth) + "]".repeat(depth) : '{"a":'.repeat(depth) + "0" + "}".repeat(depth);
}

/**
 * JSON text nested 2 to 10,000 levels deep: past the limit (32) the answer is a 400 in the one
 * shape before anything walks it, never a stack overflow.
 */
export const deepJsonText: fc.Arbitrary<string> = fc.tuple(fc.integer({ min: 2, max: 10_000 }), fc.boolean()).map(([depth, arrays]) => nestedJsonText(depth, arrays));

/** Anything JSON can carry, for "wrong type" inputs. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: nastyString },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null, 0, -1, Number.MAX_SAFE_INTEGER, 1e308) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

// Mostly new, simple addresses (they pass validation and no one has them yet), some odd ones.
const email = fc.oneof(
  { weight: 4, arbitrary: fc.stringMatching(/^[a-z][a-z0-9.]{1,12}@(example\.com|example\.org)$/) },
  { weight: 1, arbitrary: fc.emailAddress() },
  { weight: 1, arbitrary: fc.constantFrom("a@b.co", "RANA@EXAMPLE.COM", "rana+tag@example.com", "رنا@example.com") },
);
const calendarDate = fc
  .date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

const cache = new WeakMap<FuzzFixtures, Map<string, fc.Arbitrary<unknown>>>();

/** Arbitraries are built once per fixtures and key: building them costs far more than drawing. */
function cached(fx: FuzzFixtures, key: string, build: () => fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const built = cache.get(fx) ?? new Map<string, fc.Arbitrary<unknown>>();
  cache.set(fx, built);
  if (!built.has(key)) built.set(key, build());
  return built.get(key)!;
}

/** A value for a field: usually plausible (to get past validation), often wrong. */
export function fieldValue(name: string, fx: FuzzFixtures): fc.Arbitrary<unknown> {
  return cached(fx, `field:${name}`, () =>
    fc.oneof({ weight: 6, arbitrary: plausibleValue(name, fx) }, { weight: 2, arbitrary: nastyString }, { weight: 1, arbitrary: anyJson }),
  );
}

/** A value for a field that validation should accept (anything JSON for fields it does not know). */
export function plausibleValue(name: string, fx: FuzzFixtures): fc.Arbitrary<unknown> {
  return cached(fx, `plausible:${name}`, () => buildPlausibleValue(name, fx));
}

function buildPlausibleValue(name: string, fx: FuzzFixtures): fc.Arbitrary<unknown> {
  const course = fc.constantFrom(...fx.courses);
  const plausible: Record<string, () => fc.Arbitrary<unknown>> = {
    email: () => fc.oneof({ weight: 4, arbitrary: email }, { weight: 1, arbitrary: fc.constant(fx.parent.email) }),
    password: () => fc.oneof(fc.constant(fx.parent.password), fc.string({ minLength: 6, maxLength: 30 }), fc.nat().map((n) => `cedar-tree-${n}`)),
    firstName: () => fc.constantFrom("Rana", "رنا", "Zoë"),
    lastName: () => fc.constantFrom("Khoury", "خوري", "O'Neil"),
    name: () => fc.oneof(fc.constantFrom("Rana Khoury", "طفل"), fc.string({ unit: "grapheme", minLength: 1, maxLength: 20 })),
    phoneNumber: () => fc.constantFrom("+961 3 123 456", "+9613123456", "+33 6 12 34 56 78"),
    otp: () => fc.integer({ min: 0, max: 999_999 }).map((n) => String(n).padStart(6, "0")),
    service: () => fc.oneof(fc.constant(fx.serviceId), fc.uuid()),
    date: () => fc.oneof(fc.constantFrom(...fx.bookableDates), calendarDate, fc.constant(`${fx.bookableDates[0]}T12:00:00.000Z`)),
    from: () => fc.oneof(fc.constantFrom(...fx.bookableDates), calendarDate),
    to: () => fc.oneof(fc.constantFrom(...fx.bookableDates), calendarDate),
    startTime: () => fc.constantFrom("10:00", "15:00", "3:30 PM", "12:00 am", "23:59"),
    type: () => fc.constantFrom("Online", "In-Person", "checkout.session.completed", "checkout.session.async_payment_failed", "checkout.session.expired"),
    notes: () => fc.string({ maxLength: 100 }),
    source: () => fc.constantFrom("footer", "popup", "api"),
    outcome: () => fc.constantFrom("pay", "decline", "cancel"),
    courseId: () => fc.oneof(course.map((c) => c.id), course.map((c) => c.slug), fc.uuid()),
    moduleId: () => fc.oneof(course.map((c) => c.moduleId), fc.uuid()),
    videoId: () => fc.oneof(course.map((c) => c.lessonId), fc.uuid()),
    lessonId: () => fc.oneof(course.map((c) => c.lessonId), fc.uuid()),
    orderId: () => fc.oneof(fc.constant(fx.orderId), fc.stringMatching(/^(APT|CRS)-[0-9A-Z]{6,20}$/)),
    positionSeconds: () => fc.oneof(fc.integer({ min: 0, max: 86_400 }), fc.double({ min: 0, max: 86_400, noNaN: true })),
    ended: () => fc.boolean(),
    resetToken: () => fc.string({ maxLength: 200 }),
    // A payment event, as the gateway's webhook sends it.
    id: () => fc.oneof(fc.constant(fx.checkoutSessionId), fc.nat().map((n) => `evt_sim_${n}`)),
    object: () => fc.constantFrom("event", "checkout.session"),
    created: () => fc.integer({ min: 0, max: 2 ** 31 }),
  };
  return plausible[name]?.() ?? anyJson;
}

/** A valid string with something slipped in at some place: what validation lets through. */
const mutation = fc
  .tuple(
    fc.oneof(fc.constant("\u0000"), fc.constantFrom("\uD800", "\u202E", "\u200B", "👶🏽", "%00", "'", "\\", "\n", " ".repeat(300))),
    fc.nat(),
  )
  .map(([insert, at]) => (value: unknown) => {
    const text = typeof value === "string" ? value : JSON.stringify(value) ?? "";
    const i = at % (text.length + 1);
    return text.slice(0, i) + insert + text.slice(i);
  });

/** The fields an input object has: a name, or a name with the fields of a nested object. */
export type FieldList = ReadonlyArray<string | readonly [string, FieldList]>;

/**
 * Objects with these fields: complete, valid but for one nasty field (what gets past validation
 * into the services and the database), with some missing, and with unexpected extra ones.
 */
export function objectOf(fields: FieldList, fx: FuzzFixtures): fc.Arbitrary<Record<string, unknown>> {
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  const valid: Record<string, fc.Arbitrary<unknown>> = {};
  for (const field of fields) {
    if (typeof field === "string") {
      model[field] = fieldValue(field, fx);
      valid[field] = plausibleValue(field, fx);
    } else {
      model[field[0]] = fc.oneof({ weight: 4, arbitrary: objectOf(field[1], fx) }, { weight: 1, arbitrary: anyJson });
      valid[field[0]] = objectOf(field[1], fx);
    }
  }
  const oneNasty = fc
    .tuple(
      fc.record(valid),
      fc.constantFrom(...Object.keys(valid)),
      fc.oneof({ weight: 1, arbitrary: nastyString }, { weight: 1, arbitrary: anyJson }, { weight: 2, arbitrary: mutation }),
    )
    .map(([object, key, value]) => ({ ...object, [key]: typeof value === "function" ? value(object[key]) : value }));
  const extras = fc.dictionary(fc.oneof(fc.constantFrom("__proto__", "constructor", "role", "id", "isAdmin"), fc.string()), anyJson, {
    maxKeys: 3,
  });
  return fc.oneof(
    { weight: 2, arbitrary: fc.record(valid) },
    { weight: 4, arbitrary: oneNasty },
    { weight: 2, arbitrary: fc.record(model) },
    { weight: 1, arbitrary: fc.record(model, { requiredKeys: [] }) },
    { weight: 1, arbitrary: fc.tuple(fc.record(model), extras).map(([known, extra]) => ({ ...extra, ...known })) },
  );
}

/** Header values as Node would accept them (Latin-1, no NUL, CR or LF), up to 8 KB. */
export const headerValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 60 }) },
  { weight: 2, arbitrary: fc.string({ unit: fc.integer({ min: 0x20, max: 0xff }).filter((c) => c !== 0x7f).map((c) => String.fromCharCode(c)), maxLength: 60 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 8_000 }).map((n) => "x".repeat(n)) },
);

/** A URL carries UTF-8: a lone surrogate cannot be sent, a client's encoder makes it U+FFFD. */
export const wellFormed = (s: string) => Buffer.from(s).toString();

/** A dynamic path segment: a real id now and then, else anything a client could put in a URL. */
export function segmentValue(name: string, fx: FuzzFixtures): fc.Arbitrary<string> {
  const real: Record<string, string[]> = {
    id: [...fx.courses.flatMap((c) => [c.id, c.slug]), fx.subscriberId],
    courseId: fx.courses.map((c) => c.id),
    moduleId: fx.courses.map((c) => c.moduleId),
    videoId: fx.courses.map((c) => c.lessonId),
    lessonId: fx.courses.map((c) => c.lessonId),
    orderId: [fx.orderId],
    sessionId: [fx.checkoutSessionId],
  };
  const known = real[name];
  const small = nastyString.filter((s) => s.length > 0 && s.length <= 2_000).map(wellFormed);
  if (!known) return fc.oneof({ weight: 1, arbitrary: fc.uuid() }, { weight: 3, arbitrary: small });
  const mutated = fc.tuple(fc.constantFrom(...known), mutation).map(([id, mutate]) => wellFormed(mutate(id)));
  return fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...known) },
    { weight: 2, arbitrary: mutated },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: small },
  );
}
