/**
 * The Content-Security-Policy of every page (decision 022). Scripts run only from this origin, with
 * the request's nonce (Next writes its inline scripts with it, from the per-request part of each
 * page) or by the hash of React's two fixed inline scripts. Nothing is framed, posted or loaded from another origin: card payments leave by a
 * full redirect (Stripe Checkout) or stay here (the simulated gateway). The one exception is the
 * Mastercard Gateway's hand-over page (/pay/mpgs/…, decision 030), which loads the bank's
 * checkout.js: there, and only there, the gateway's origin may serve scripts, be called, framed
 * and posted to (checkout.js may leave by a form post). The video visit pages (decision 048)
 * likewise let the video service's origin serve its iframe API's script, the room's frame and
 * connections. Styles keep
 * 'unsafe-inline' because React writes style attributes; a style cannot run code.
 */
/**
 * The two inline scripts React writes into a prerendered page, where no nonce can be: a timestamp
 * for its reveal of streamed parts, and the listener that keeps a form submitted before the page's
 * scripts ran, to replay it after (decision 019). They are the same text on every page, so they
 * are allowed by their hash. A React upgrade that changes them fails the e2e CSP test, which names
 * the hash to put here.
 */
export const PRERENDERED_INLINE_SCRIPT_HASHES = [
  // requestAnimationFrame(function(){$RT=performance.now()});
  "'sha256-7mu4H06fwDCjmnxxr/xNHyuQC6pLTHr4M2E4jXw5WZs='",
  // addEventListener("submit",function(a){…}) — React's form replay
  "'sha256-CwHpiObGc0Kj6qtRFzUVGqk0apwmCrylJaQU+RajuJ0='",
];

export function contentSecurityPolicy({
  nonce,
  development,
  https,
  mediaOrigin = null,
  paymentGatewayOrigin = null,
  videoOrigins = null,
}: {
  nonce: string;
  development: boolean;
  https: boolean;
  /** The object store lesson videos are read from, when it is not this origin (decision 026). */
  mediaOrigin?: string | null;
  /** The Mastercard Gateway's origin, on its hand-over page only. */
  paymentGatewayOrigin?: string | null;
  /** The video service's origins (https and wss), on the video visit pages only. */
  videoOrigins?: { hosts: string[]; sockets: string[] } | null;
}): string {
  const gateway = paymentGatewayOrigin ? ` ${paymentGatewayOrigin}` : "";
  const video = videoOrigins ? ` ${videoOrigins.hosts.join(" ")}` : "";
  const videoSockets = videoOrigins ? ` ${[...videoOrigins.hosts, ...videoOrigins.sockets].join(" ")}` : "";
  const frames = `${gateway}${video}`;
  return [
    "default-src 'self'",
    // React's development build evaluates code to rebuild server error stacks; never in production.
    `script-src 'self' 'nonce-${nonce}' ${PRERENDERED_INLINE_SCRIPT_HASHES.join(" ")}${development ? " 'unsafe-eval'" : ""}${gateway}${video}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `media-src 'self' blob:${mediaOrigin ? ` ${mediaOrigin}` : ""}`,
    `connect-src 'self'${development ? " ws:" : ""}${gateway}${videoSockets}`,
    ...(frames ? [`frame-src${frames}`] : []),
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self'${gateway}`,
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/**
 * The Permissions-Policy of a video visit page: the camera, microphone and screen for this page
 * (the check) and the video service's frame. Every other page keeps them off (security-headers.js).
 */
export function videoPermissionsPolicy(videoOrigins: { hosts: string[] }): string {
  const allowed = `(self ${videoOrigins.hosts.map((host) => `"${host}"`).join(" ")})`;
  return `camera=${allowed}, microphone=${allowed}, display-capture=${allowed}, fullscreen=${allowed}, autoplay=${allowed}, geolocation=(), payment=()`;
}

/** 128 random bits, base64: a new one for every page request. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** The nonce a page's policy carries (the proxy put it on the request), for a script the page writes itself. */
export function nonceOf(policy: string | null): string | undefined {
  return policy ? /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1] : undefined;
}
