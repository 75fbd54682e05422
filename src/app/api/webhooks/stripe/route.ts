import { webhookRoute } from "~/server/api/rest/webhook-route";

export const POST = webhookRoute("stripe");
