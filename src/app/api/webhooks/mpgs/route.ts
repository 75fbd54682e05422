import { otherMethods } from "~/server/api/rest/other-methods";
import { webhookRoute } from "~/server/api/rest/webhook-route";

export const POST = webhookRoute("mpgs");

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
