import { json, restRoute } from "~/server/api/rest/handler";
import { otherMethods } from "~/server/api/rest/other-methods";

export const POST = restRoute(async ({ caller }) => json(await caller.users.logout()));

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
