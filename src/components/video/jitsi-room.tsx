"use client";

import { useEffect, useRef, useState } from "react";

/** What a join answered (ZVideoJoinAnswer), as the browser holds it: the token lives only here. */
export type RoomJoin = { domain: string; roomName: string; scriptUrl: string; roomUrl: string; jwt: string | null };

type ExternalApi = { addListener(event: string, listener: () => void): void; executeCommand(command: string, ...args: unknown[]): void; dispose(): void };
type ExternalApiConstructor = new (domain: string, options: Record<string, unknown>) => ExternalApi;

/** external_api.js, once per page (the visit page's policy lets only the service's origin serve it). */
function loadExternalApi(src: string): Promise<ExternalApiConstructor> {
  const existing = (window as { JitsiMeetExternalAPI?: ExternalApiConstructor }).JitsiMeetExternalAPI;
  if (existing) return Promise.resolve(existing);
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.onload = () => {
      const api = (window as { JitsiMeetExternalAPI?: ExternalApiConstructor }).JitsiMeetExternalAPI;
      if (api) resolve(api);
      else reject(new Error("no JitsiMeetExternalAPI"));
    };
    script.onerror = () => reject(new Error("external_api.js did not load"));
    document.head.append(script);
  });
}

/**
 * The visit's room, embedded with the video service's iframe API and the token just minted. The
 * doctor (a moderator) turns the lobby on as they enter, so the parent waits to be let in. When the
 * script cannot load (a blocker, a network), the room's own page is offered instead.
 */
export function JitsiRoom({
  join,
  displayName,
  moderator = false,
  labels,
}: {
  join: RoomJoin;
  displayName: string;
  moderator?: boolean;
  labels: { title: string; fallback: string };
}) {
  const frame = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let api: ExternalApi | null = null;
    let gone = false;
    loadExternalApi(join.scriptUrl)
      .then((ExternalAPI) => {
        if (gone || !frame.current) return;
        api = new ExternalAPI(join.domain, {
          roomName: join.roomName,
          ...(join.jwt ? { jwt: join.jwt } : {}),
          parentNode: frame.current,
          width: "100%",
          height: "100%",
          userInfo: { displayName },
          // The check page did the device check; nothing is recorded or streamed.
          configOverwrite: { prejoinConfig: { enabled: false }, disableDeepLinking: true, fileRecordingsEnabled: false, liveStreamingEnabled: false },
          interfaceConfigOverwrite: { SHOW_JITSI_WATERMARK: false },
        });
        if (moderator) api.addListener("videoConferenceJoined", () => api?.executeCommand("toggleLobby", true));
      })
      .catch(() => setFailed(true));
    return () => {
      gone = true;
      api?.dispose();
    };
  }, [join, displayName, moderator]);

  return (
    <div className="flex flex-col gap-3">
      <div ref={frame} title={labels.title} className="h-[70dvh] min-h-96 w-full overflow-hidden rounded-2xl bg-slate-900" data-testid="video-room" />
      <a href={join.roomUrl} target="_blank" rel="noopener noreferrer" className={failed ? "font-semibold text-red-700 underline" : "text-sm text-primary-dark underline"}>
        {labels.fallback}
      </a>
    </div>
  );
}
