import { noEndpoint } from "~/server/api/rest/handler";

// Unknown API paths answer in the one error shape (in the caller's language), never with the HTML 404 page.
export { noEndpoint as GET, noEndpoint as POST, noEndpoint as PUT, noEndpoint as PATCH, noEndpoint as DELETE };
