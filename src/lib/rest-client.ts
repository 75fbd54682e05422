import type { ApiErrorBody, AppErrorCode } from "~/server/errors";
import { readXsrfToken, XSRF_HEADER } from "./xsrf-token";

/**
 * A small client for the REST adapter's documented paths, for the public pages' calls (services,
 * newsletter, session check, the booking form). They stay off the tRPC client, which with its
 * React Query integration and superjson is script the public pages would otherwise load
 * (decisions 010 and 012).
 */
export class RestError extends Error {
  override name = "RestError";
  constructor(
    /** The one error shape's code; "NETWORK" when no answer arrived or it was not ours. */
    public readonly code: AppErrorCode | "NETWORK",
    message: string,
    public readonly status: number,
    /** The server's per-field messages, keyed by the field's path ("patient.phoneNumber"). */
    public readonly fields: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}

function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return Boolean(value && typeof value === "object" && "success" in value && value.success === false && "code" in value);
}

async function request<T>(path: string, init: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { ...init, credentials: "same-origin" });
  } catch {
    throw new RestError("NETWORK", "The request did not reach the server.", 0);
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok && body !== null) return body as T;
  if (isApiErrorBody(body)) throw new RestError(body.code, body.message, response.status, body.fields);
  throw new RestError("NETWORK", `Unexpected answer (${response.status}).`, response.status);
}

export function restGet<T>(path: string): Promise<T> {
  return request<T>(path, { headers: { accept: "application/json" } });
}

export function restPost<T>(path: string, body: unknown): Promise<T> {
  const token = readXsrfToken();
  return request<T>(path, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json", ...(token ? { [XSRF_HEADER]: token } : {}) },
    body: JSON.stringify(body),
  });
}
