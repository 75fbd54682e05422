import { contextRoute } from "~/server/api/rest/handler";
import { otherMethods } from "~/server/api/rest/other-methods";
import { AppError } from "~/server/errors";
import { certificateLanguage } from "~/server/services/courses/certificate-language";
import { ZCertificateLocale } from "~/server/services/courses/certificate-wording";
import { certificateIn, findCertificate, renderCertificatePdf } from "~/server/services/courses/certificates";

/**
 * Anyone with the certificate's address may download it: it is meant to be shown. `?lang=ar|fr|en`
 * prints it in that language (English for any other); without it, in the language the parent
 * enrolled in. The course's title is in that language too, where the course has a translation.
 */
export const GET = contextRoute<{ id: string }>(async ({ req, ctx, params }) => {
  const certificate = await findCertificate(ctx.db, params.id);
  if (!certificate) throw new AppError("NOT_FOUND", "Certificate not found.");
  const asked = new URL(req.url).searchParams.get("lang");
  const locale = asked === null ? await certificateLanguage(ctx.db, certificate) : ZCertificateLocale.parse(asked);
  const pdf = await renderCertificatePdf(await certificateIn(ctx.db, certificate, locale), locale);
  const suffix = locale === "en" ? "" : `-${locale}`;
  return new Response(new Uint8Array(pdf), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="certificate-${certificate.id}${suffix}.pdf"`,
      "content-language": locale,
      "cache-control": "private, max-age=3600",
    },
  });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
