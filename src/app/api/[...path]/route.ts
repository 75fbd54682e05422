import { json } from "~/server/api/rest/handler";
import { toApiErrorBody } from "~/server/errors";

// Unknown API paths answer in the one error shape, never with the HTML 404 page.
const notFound = () => json(toApiErrorBody("NOT_FOUND", "No API endpoint at this address."), 404);

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };
