import { json, restRoute } from "~/server/api/rest/handler";

export const POST = restRoute(async ({ caller }) => json(await caller.users.logout()));
