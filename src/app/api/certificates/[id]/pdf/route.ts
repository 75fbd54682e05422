import { contextRoute } from "~/server/api/rest/handler";
import { otherMethods } from "~/server/api/rest/other-methods";
import { AppError } from "~/server/errors";
import { findCertificate, renderCertificatePdf } from "~/server/services/courses/certificates";

/** Anyone with the certificate's address may download it: it is meant to be shown. */
export const GET = contextRoute<{ id: string }>(async ({ ctx, params }) => {
  const certificate = await findCertificate(ctx.db, params.id);
  if (!certificate) throw new AppError("NOT_FOUND", "Certificate not found.");
  const pdf = await renderCertificatePdf(certificate);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="certificate-${certificate.id}.pdf"`,
      "cache-control": "private, max-age=3600",
    },
  });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
