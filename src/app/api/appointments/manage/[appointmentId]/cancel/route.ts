import { manageVisitFormRoute } from "~/server/api/rest/manage-visit-form";
import { otherMethods } from "~/server/api/rest/other-methods";
import { getPaymentProvider } from "~/server/payments/get-payment-provider";
import { cancelByParent } from "~/server/services/appointments/manage-appointment";

/** POST /api/appointments/manage/<id>/cancel?t=<token>: the parent cancels their visit (decision 028). */
export const POST = manageVisitFormRoute("cancelled", ({ ctx, appointmentId, token }) => cancelByParent({ db: ctx.db, provider: getPaymentProvider(), appointmentId, token }));

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
