import { contextRoute } from "~/server/api/rest/handler";
import { otherMethods } from "~/server/api/rest/other-methods";
import { AppError } from "~/server/errors";
import { certificateLanguage } from "~/server/services/courses/certificate-language";
import { ZCertificateLocale } from "~/server/services/courses/certificate-wording";
import { certificatePdf } from "~/server/services/courses/certificate-pdf-store";
import { findCertificate } from "~/server/services/courses/certificates";

/**
 * Anyone with the certificate's address may download it: it is meant to be shown. `?lang=ar|fr|en`
 * prints it in that language (English for any other); without it, in the language the parent
 * enrolled in. The course's title is in that language too, where the course has a translation.
 * Rendered once per certificate and language (certificate-pdf-store.ts); a browser that has it
 * asks again with its ETag and gets a 304.
 */
export const GET = contextRoute<{ id: string }>(async ({ req, ctx, params }) => {
  const certificate = await findCertificate(ctx.db, params.id);
  if (!certificate) throw new AppError("NOT_FOUND", "Certificate not found.");
  const asked = new URL(req.url).searchParams.get("lang");
  const locale = asked === null ? await certificateLanguage(ctx.db, certificate) : ZCertificateLocale.parse(asked);
  const { pdf, etag } = await certificatePdf(ctx.db, certificate, locale);
  const suffix = locale === "en" ? "" : `-${locale}`;
  const headers = {
    etag: `"${etag}"`,
    "cache-control": "private, max-age=3600",
    "content-language": locale,
  };
  if (req.headers.get("if-none-match")?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === headers.etag)) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(new Uint8Array(pdf), {
    headers: {
      ...headers,
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="certificate-${certificate.id}${suffix}.pdf"`,
    },
  });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
