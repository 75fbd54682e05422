import { json, restRoute } from "~/server/api/rest/handler";
import { otherMethods } from "~/server/api/rest/other-methods";
import { AppError } from "~/server/errors";

export const GET = restRoute(async ({ caller }) => {
  const user = await caller.users.me();
  if (!user) throw new AppError("UNAUTHORIZED", "Please log in to continue.");
  return json({ success: true, data: user });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
