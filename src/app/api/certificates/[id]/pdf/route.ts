import { errorResponse } from "~/server/api/rest/handler";
import { otherMethods } from "~/server/api/rest/other-methods";
import { getDb } from "~/server/db/client";
import { ensureDatabaseReady } from "~/server/db/ready";
import { AppError } from "~/server/errors";
import { findCertificate, renderCertificatePdf } from "~/server/services/courses/certificates";

/** Anyone with the certificate's address may download it: it is meant to be shown. */
export async function GET(_req: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  try {
    await ensureDatabaseReady();
    const certificate = await findCertificate(getDb(), (await context.params).id);
    if (!certificate) throw new AppError("NOT_FOUND", "Certificate not found.");
    const pdf = await renderCertificatePdf(certificate);
    return new Response(new Uint8Array(pdf), {
      headers: {
        "content-type": "application/pdf",
        "content-disposition": `attachment; filename="certificate-${certificate.id}.pdf"`,
        "cache-control": "private, max-age=3600",
      },
    });
  } catch (error) {
    return errorResponse(error);
  }
}

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
