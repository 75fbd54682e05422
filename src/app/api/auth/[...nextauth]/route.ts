import { otherMethods } from "~/server/api/rest/other-methods";
import { handlers } from "~/server/auth";

export const { GET, POST } = handlers;

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET", "POST");
