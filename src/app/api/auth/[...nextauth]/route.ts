import { otherMethods } from "~/server/api/rest/other-methods";

export { GET, POST } from "~/server/auth/route-handlers";

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET", "POST");
