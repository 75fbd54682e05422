import "server-only";

import { env } from "~/env";
import { createJaasProvider } from "./jaas-provider";
import { createJitsiProvider } from "./jitsi-provider";
import type { VideoProvider } from "./provider";
import { createPublicJitsiProvider } from "./public-jitsi-provider";

let provider: VideoProvider | undefined;

/** The configured provider (VIDEO_PROVIDER, decision 048), created once per process. */
export function getVideoProvider(): VideoProvider {
  provider ??=
    env.VIDEO_PROVIDER === "jaas"
      ? createJaasProvider({ appId: env.JAAS_APP_ID!, keyId: env.JAAS_KEY_ID!, privateKey: env.JAAS_PRIVATE_KEY! })
      : env.VIDEO_PROVIDER === "jitsi"
        ? createJitsiProvider({ domain: env.JITSI_DOMAIN!, appId: env.JITSI_APP_ID!, appSecret: env.JITSI_APP_SECRET! })
        : createPublicJitsiProvider();
  return provider;
}

/** Whether the back-office must warn staff: a real (https) site whose visits are on the public service. */
export function videoVisitsArePublic(): boolean {
  return env.VIDEO_PROVIDER === "public-jitsi" && env.PUBLIC_URL.startsWith("https://");
}
