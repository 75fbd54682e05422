import { APP_ERROR_STATUS } from "~/server/errors";

export type Answer = { status: number; contentType: string; text: string };

export async function readAnswer(response: Response): Promise<Answer> {
  return { status: response.status, contentType: response.headers.get("content-type") ?? "", text: await response.text() };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const isAppCode = (code: unknown): code is keyof typeof APP_ERROR_STATUS => typeof code === "string" && code in APP_ERROR_STATUS;

/** What is wrong with a REST error answer: it must be the one error shape, its code matching its status. */
export function restErrorProblems(answer: Answer): string[] {
  const body = parseJson(answer.text);
  if (!answer.contentType.includes("application/json") || !isRecord(body)) return [`${answer.status} is not a JSON object (${answer.contentType || "no content type"})`];
  const problems: string[] = [];
  if (body.success !== false) problems.push("success is not false");
  if (!isAppCode(body.code)) problems.push(`code ${JSON.stringify(body.code)} is not an application code`);
  else if (APP_ERROR_STATUS[body.code] !== answer.status) problems.push(`code ${body.code} answered with status ${answer.status}`);
  if (typeof body.message !== "string" || body.message === "") problems.push("no message");
  if (body.error !== body.message) problems.push("error does not repeat message");
  return problems;
}

/** One JSON document, or the lines of a streamed answer (`trpc-accept: application/jsonl`). */
function jsonDocuments(text: string): unknown[] | undefined {
  const whole = parseJson(text);
  if (whole !== undefined) return [whole];
  const lines = text.split("\n").filter(Boolean).map(parseJson);
  return lines.length && lines.every((line) => line !== undefined) ? lines : undefined;
}

/**
 * Every error in a tRPC answer (one, a batch's array, or the lines of a streamed answer) must be
 * tRPC's envelope with the application code, that code the one of its status, and no status 5xx:
 * a streamed or mixed batch answers 200 or 207 whatever its items' fate.
 */
export function checkTrpcAnswer(answer: Answer): { problems: string[]; refused: boolean } {
  if (answer.text === "") return { problems: answer.status >= 400 ? [`${answer.status} with an empty body`] : [], refused: answer.status >= 400 };
  const documents = jsonDocuments(answer.text);
  if (!documents) return { problems: [`${answer.status} answer is not JSON (${answer.contentType || "no content type"})`], refused: true };
  const errors: Record<string, unknown>[] = [];
  let results = 0;
  const collect = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(collect);
    else if (isRecord(value)) {
      // With the superjson transformer the envelope travels as { json: envelope, meta }.
      const error = isRecord(value.error) && isRecord(value.error.json) ? value.error.json : value.error;
      if ("result" in value) results++;
      if (isRecord(error) && "message" in error) errors.push(error);
      else Object.values(value).forEach(collect);
    }
  };
  documents.forEach(collect);
  // Refused: every call of the request failed, whatever the HTTP status of a streamed batch.
  const refused = answer.status >= 400 || (errors.length > 0 && results === 0);
  if (answer.status >= 400 && errors.length === 0) return { problems: [`${answer.status} without a tRPC error envelope`], refused };
  const problems = errors.flatMap((error) => {
    const data = isRecord(error.data) ? error.data : {};
    if (typeof error.message !== "string" || typeof error.code !== "number") return ["error envelope without message or code"];
    if (!isAppCode(data.appCode)) return [`data.appCode ${JSON.stringify(data.appCode)} is not an application code`];
    if (APP_ERROR_STATUS[data.appCode] !== data.httpStatus) return [`appCode ${data.appCode} with httpStatus ${String(data.httpStatus)}`];
    if (Number(data.httpStatus) >= 500) return [`${String(data.path)} answered ${String(data.httpStatus)} inside the batch`];
    return [];
  });
  return { problems, refused };
}

/** Requests and answers per target (a REST route or a tRPC procedure), by class of status. */
export class Tally {
  readonly byTarget = new Map<string, { sent: number; byClass: Record<string, number> }>();

  count(target: string, status: number) {
    const row = this.byTarget.get(target) ?? { sent: 0, byClass: {} };
    row.sent++;
    const statusClass = `${Math.floor(status / 100)}xx`;
    row.byClass[statusClass] = (row.byClass[statusClass] ?? 0) + 1;
    this.byTarget.set(target, row);
  }

  /** Totals per family: REST by first path segment ("/api/user/*"), tRPC by router ("trpc users.*"). */
  families(): Map<string, { sent: number; byClass: Record<string, number> }> {
    const families = new Map<string, { sent: number; byClass: Record<string, number> }>();
    for (const [target, row] of this.byTarget) {
      const family = target.startsWith("trpc ")
        ? `trpc ${target.slice(5).split(".")[0]}${target.includes(".") ? ".*" : ""}`
        : `${target.split("/").slice(0, 3).join("/")}${target.split("/").length > 3 ? "/*" : ""}`;
      const total = families.get(family) ?? { sent: 0, byClass: {} };
      total.sent += row.sent;
      for (const [k, v] of Object.entries(row.byClass)) total.byClass[k] = (total.byClass[k] ?? 0) + v;
      families.set(family, total);
    }
    return new Map([...families].sort(([a], [b]) => a.localeCompare(b)));
  }

  total(): { sent: number; byClass: Record<string, number> } {
    const total = { sent: 0, byClass: {} as Record<string, number> };
    for (const row of this.byTarget.values()) {
      total.sent += row.sent;
      for (const [k, v] of Object.entries(row.byClass)) total.byClass[k] = (total.byClass[k] ?? 0) + v;
    }
    return total;
  }
}

export const formatClasses = (byClass: Record<string, number>) =>
  ["2xx", "3xx", "4xx", "5xx"].map((k) => `${k} ${byClass[k] ?? 0}`).join(", ");
