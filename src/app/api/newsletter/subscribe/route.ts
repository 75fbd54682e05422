import { ZNewsletterSubscribe } from "~/schemas/newsletter";
import { json, readJsonBody, restRoute } from "~/server/api/rest/handler";
import { otherMethods } from "~/server/api/rest/other-methods";

export const POST = restRoute(async ({ req, caller }) => {
  const input = await readJsonBody(req, ZNewsletterSubscribe);
  return json(await caller.newsletter.subscribe({ ...input, source: input.source ?? "api" }));
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
