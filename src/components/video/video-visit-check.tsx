"use client";

import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";

import { serverMessage } from "~/components/account/server-message";
import { buttonClasses } from "~/components/ui/button-classes";
import { useHydrated } from "~/components/ui/use-hydrated";
import { useTRPC } from "~/trpc/react";
import { JitsiRoom, type RoomJoin } from "./jitsi-room";

type DeviceState = "idle" | "asking" | "ok" | "blocked" | "none" | "busy" | "unsupported" | "insecure";

/** getUserMedia's refusal, as a parent can act on it. */
function deviceProblem(error: unknown): DeviceState {
  const name = error instanceof DOMException ? error.name : "";
  if (name === "NotAllowedError" || name === "SecurityError") return "blocked";
  if (name === "NotFoundError" || name === "OverconstrainedError") return "none";
  if (name === "NotReadableError" || name === "AbortError") return "busy";
  return "unsupported";
}

/**
 * The pre-visit check (decision 048): the camera's picture and the microphone's level, and what to
 * do when the browser blocks them; then the name the doctor sees, and the room, with a token minted
 * by this press of "Join".
 */
export function VideoVisitCheck({ appointmentId, token, clinicPhone }: { appointmentId: string; token: string; clinicPhone: { display: string; e164: string } }) {
  const t = useTranslations("video");
  const trpc = useTRPC();
  // Both buttons need script (the camera, the token): until it runs, a tap is visibly not taken.
  const hydrated = useHydrated();
  const join = useMutation(trpc.video.join.mutationOptions());
  const [devices, setDevices] = useState<DeviceState>("idle");
  const [level, setLevel] = useState(0);
  const [name, setName] = useState("");
  const [nameError, setNameError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [room, setRoom] = useState<(RoomJoin & { displayName: string }) | null>(null);
  const preview = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);

  const stop = () => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
  };
  useEffect(() => stop, []);

  async function check() {
    if (!window.isSecureContext) return setDevices("insecure");
    if (!navigator.mediaDevices?.getUserMedia) return setDevices("unsupported");
    setDevices("asking");
    stop();
    try {
      const media = await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
      stream.current = media;
      if (preview.current) preview.current.srcObject = media;
      const audio = new AudioContext();
      const analyser = audio.createAnalyser();
      analyser.fftSize = 512;
      audio.createMediaStreamSource(media).connect(analyser);
      const samples = new Uint8Array(analyser.fftSize);
      const tick = () => {
        if (!stream.current) return void audio.close();
        analyser.getByteTimeDomainData(samples);
        let peak = 0;
        for (const sample of samples) peak = Math.max(peak, Math.abs(sample - 128));
        setLevel(Math.min(100, Math.round((peak / 128) * 200)));
        requestAnimationFrame(tick);
      };
      tick();
      setDevices("ok");
    } catch (error) {
      setDevices(deviceProblem(error));
    }
  }

  async function enter() {
    const displayName = name.trim();
    if (!displayName) return setNameError(t("check.nameRequired"));
    setNameError(null);
    setRefusal(null);
    try {
      const answer = await join.mutateAsync({ appointmentId, token, displayName });
      // The room takes the camera and microphone over: the check lets them go.
      stop();
      setRoom({ ...answer, displayName });
    } catch (error) {
      setRefusal(serverMessage(error, t("room.failed")));
    }
  }

  const trouble = (
    <p className="text-sm text-navy">
      {t.rich("room.trouble", {
        phone: clinicPhone.display,
        tel: (chunks) => (
          <a href={`tel:${clinicPhone.e164}`} className="font-semibold text-primary-dark underline">
            <bdi dir="ltr">{chunks}</bdi>
          </a>
        ),
      })}
    </p>
  );

  if (room) {
    return (
      <section aria-labelledby="room-title" className="flex flex-col gap-4">
        <h2 id="room-title" className="text-lg font-bold text-navy">
          {t("room.title")}
        </h2>
        <p className="text-sm text-muted">{t("check.lobby")}</p>
        <JitsiRoom join={room} displayName={room.displayName} labels={{ title: t("room.title"), fallback: t("room.fallback") }} />
        {trouble}
      </section>
    );
  }

  return (
    <section aria-labelledby="check-title" className="flex flex-col gap-4">
      <h2 id="check-title" className="text-lg font-bold text-navy">
        {t("check.title")}
      </h2>
      <p className="text-sm text-navy">{t("check.intro")}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <figure className="flex flex-col gap-2">
          <video ref={preview} autoPlay muted playsInline className="aspect-video w-full rounded-2xl bg-slate-900 object-cover" data-testid="camera-preview" />
          <figcaption className="text-sm text-muted">{t("check.preview")}</figcaption>
        </figure>
        <div className="flex flex-col gap-3">
          <label className="text-sm font-semibold text-navy" htmlFor="mic-level">
            {t("check.level")}
          </label>
          <meter id="mic-level" min={0} max={100} value={level} className="h-4 w-full" data-testid="mic-level" />
          <p className="text-sm text-muted">{t("check.speak")}</p>
          <button type="button" disabled={!hydrated} onClick={() => void check()} className={buttonClasses(devices === "ok" ? "secondary" : "primary", "md")}>
            {devices === "idle" || devices === "asking" ? t("check.start") : t("check.retry")}
          </button>
        </div>
      </div>
      <div role="status" aria-live="polite">
        {devices === "ok" ? <p className="rounded-2xl bg-emerald-50 p-3 text-navy ring-1 ring-emerald-200">{t("check.ok")}</p> : null}
        {devices === "blocked" ? (
          <div className="rounded-2xl bg-amber-50 p-3 text-navy ring-1 ring-amber-200" data-testid="blocked-help">
            <p className="font-semibold">{t("check.blockedTitle")}</p>
            <p className="mt-1 text-sm">{t("check.blockedIntro")}</p>
            <ul className="mt-2 list-disc space-y-1 ps-5 text-sm">
              <li>{t("check.blocked.chrome")}</li>
              <li>{t("check.blocked.firefox")}</li>
              <li>{t("check.blocked.safari")}</li>
              <li>{t("check.blocked.android")}</li>
            </ul>
          </div>
        ) : null}
        {devices === "none" || devices === "busy" || devices === "unsupported" || devices === "insecure" ? (
          <p className="rounded-2xl bg-amber-50 p-3 text-navy ring-1 ring-amber-200">{t(`check.${devices === "none" ? "noDevices" : devices}`)}</p>
        ) : null}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="display-name" className="text-sm font-semibold text-navy">
          {t("check.nameLabel")}
        </label>
        <input
          id="display-name"
          name="displayName"
          value={name}
          maxLength={60}
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
          aria-describedby="display-name-hint"
          aria-invalid={nameError ? true : undefined}
          className="min-h-11 rounded-xl border border-slate-300 px-3 text-navy"
        />
        <p id="display-name-hint" className="text-sm text-muted">
          {nameError ?? t("check.nameHint")}
        </p>
      </div>
      {refusal ? (
        <p role="alert" className="rounded-2xl bg-red-50 p-3 text-red-800 ring-1 ring-red-200">
          {refusal}
        </p>
      ) : null}
      <button type="button" disabled={!hydrated || join.isPending} onClick={() => void enter()} className={buttonClasses("primary", "md")} data-testid="join-room">
        {join.isPending ? t("check.waiting") : devices === "ok" ? t("check.join") : t("check.joinWithout")}
      </button>
      {trouble}
    </section>
  );
}
