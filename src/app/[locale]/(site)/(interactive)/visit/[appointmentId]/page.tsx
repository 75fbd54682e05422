import type { Metadata } from "next";
import { connection } from "next/server";
import { getLocale, getTranslations } from "next-intl/server";

import { formatBeirutClock, formatBeirutLongDate } from "~/components/appointments/calendar-dates";
import { BrandFrame } from "~/components/layout/brand-frame";
import { ClientMessages } from "~/components/layout/client-messages";
import { VideoVisitCheck } from "~/components/video/video-visit-check";
import { VideoVisitEntry } from "~/components/video/video-visit-entry";
import { clinic } from "~/config/clinic";
import type { Locale } from "~/i18n/locales";
import { ZManageAppointment } from "~/schemas/appointments";
import { errorMessageIn } from "~/server/error-language";
import { AppError } from "~/server/errors";
import { readManagedAppointment, type ManagedVisit } from "~/server/services/appointments/manage-appointment";
import { ROOM_CLOSES_MINUTES_AFTER } from "~/server/services/appointments/video-window";
import { NOT_A_VIDEO_VISIT } from "~/server/services/video/join-video-visit";
import { serverContext } from "~/trpc/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("video.check");
  return { title: t("metaTitle"), robots: { index: false } };
}
// Per visitor and per request, whole: it depends on the signed link and the database.
export const instant = false;

const linkClass = "font-semibold text-primary-dark underline underline-offset-2";

/**
 * The video visit (decision 048), from the visit's signed link: the camera and microphone check,
 * then the room, whose token is minted when the parent presses "Join". Before the room opens it
 * says when; the clinic's number is always here, for when the video fails. Only this page's
 * policy lets the video service's script, frame and connections in.
 */
export default async function VideoVisitPage({ params, searchParams }: { params: Promise<{ appointmentId: string }>; searchParams: Promise<{ t?: string }> }) {
  await connection();
  const { appointmentId } = await params;
  const { t: token = "" } = await searchParams;
  const [t, manage, locale] = await Promise.all([getTranslations("video"), getTranslations("booking.manage"), getLocale() as Promise<Locale>]);
  const phone = t.rich("room.trouble", {
    phone: clinic.phone.display,
    tel: (chunks) => (
      <a href={`tel:${clinic.phone.e164}`} className={linkClass}>
        <bdi dir="ltr">{chunks}</bdi>
      </a>
    ),
  });
  const refusal = (message: string) => (
    <BrandFrame>
      <h1 className="text-2xl font-bold text-navy sm:text-3xl">{t("room.title")}</h1>
      <p className="mt-3 text-muted">{message}</p>
      <p className="mt-3 text-muted">{phone}</p>
    </BrandFrame>
  );
  const input = ZManageAppointment.safeParse({ appointmentId, token });
  if (!input.success) return refusal(manage("link.invalid"));
  const { db } = await serverContext();
  const now = new Date();
  let visit: ManagedVisit;
  try {
    // The link ends with the visit, the room half an hour later: read as the room's window allows.
    visit = await readManagedAppointment({ db, ...input.data, locale, now: new Date(now.getTime() - ROOM_CLOSES_MINUTES_AFTER * 60_000) });
  } catch (error) {
    if (error instanceof AppError) return refusal(await errorMessageIn(locale, error.message));
    throw error;
  }
  if (!visit.video) return refusal(await errorMessageIn(locale, NOT_A_VIDEO_VISIT));
  const open = visit.video.opensAt <= now && now <= visit.video.closesAt;

  return (
    <BrandFrame>
      <h1 className="text-2xl font-bold text-navy sm:text-3xl">{t("room.title")}</h1>
      <p className="mt-2 text-muted">
        {visit.serviceName} · {visit.patientName} · {formatBeirutLongDate(visit.startsAt, locale)} {formatBeirutClock(visit.startsAt, locale)}
      </p>
      <div className="mt-6">
        {open ? (
          <ClientMessages parts={["video"]}>
            <VideoVisitCheck appointmentId={visit.id} token={input.data.token} clinicPhone={clinic.phone} />
          </ClientMessages>
        ) : (
          <>
            <ClientMessages parts={["video.entry"]}>
              <VideoVisitEntry href={`?${new URLSearchParams({ t: input.data.token })}`} opensAt={visit.video.opensAt.toISOString()} closesAt={visit.video.closesAt.toISOString()} now={now.toISOString()} />
            </ClientMessages>
            <p className="mt-3 text-sm text-muted">{phone}</p>
          </>
        )}
      </div>
    </BrandFrame>
  );
}
