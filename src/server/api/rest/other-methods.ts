import { localizeError } from "~/server/error-language";
import { toApiErrorBody } from "~/server/errors";
import { requestLocale } from "~/server/http/request-locale";
import { json } from "./handler";

type ServedMethod = "GET" | "POST";

/**
 * What an API route answers to the methods it does not serve. Left to Next, a method a route does
 * not export gets an empty 405 and OPTIONS lists every exported method; a route exports these
 * instead (`export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET")`): a 405 in the one
 * error shape naming the allowed methods, and an OPTIONS that lists only those.
 */
export function otherMethods(...served: ServedMethod[]) {
  const allow = [...served, ...(served.includes("GET") ? ["HEAD"] : []), "OPTIONS"].sort().join(", ");
  const notAllowed = (req: Request) => {
    const { message } = localizeError(requestLocale(req.headers), { message: `${req.method} is not allowed here; use ${served.join(" or ")}.` });
    const response = json(toApiErrorBody("METHOD_NOT_ALLOWED", message), 405);
    response.headers.set("allow", allow);
    return response;
  };
  const options = () => new Response(null, { status: 204, headers: { allow } });
  return { GET: notAllowed, POST: notAllowed, PUT: notAllowed, PATCH: notAllowed, DELETE: notAllowed, OPTIONS: options };
}
