/**
 * One interface for every video service (decision 048): 8x8's Jitsi as a Service and a clinic's
 * own Jitsi Meet give a visit's room only to the holder of a token minted for it (what Jitsi's
 * prosody checks: signature, aud, iss, sub, room, nbf, exp and the moderator flag); meet.jit.si,
 * the demo, opens any room to whoever has its name.
 */
export type VideoProviderName = "jaas" | "jitsi" | "public-jitsi";

/** Who enters: the parent (never a moderator) or the clinic's doctor (moderator, keeps the lobby). */
export type VideoRole = "parent" | "doctor";

export type VideoTokenRequest = {
  /** The visit's room: random, without personal data (room-name.ts). */
  room: string;
  role: VideoRole;
  /** The name the others see: the one the parent chose ("Lina's parent"), or the staff member's. */
  displayName: string;
  /** A stable id of who enters (the user's id, or the visit's for a parent without an account). */
  userId: string;
  notBefore: Date;
  expiresAt: Date;
};

/** What the visit page needs to embed the room with the iframe API (external_api.js). */
export type VideoJoin = {
  provider: VideoProviderName;
  /** The host the iframe API is given as `domain`. */
  domain: string;
  /** The room as the iframe API wants it (JaaS: `<app id>/<room>`). */
  roomName: string;
  /** Where external_api.js is loaded from. */
  scriptUrl: string;
  /** The room's own page, for a browser that cannot embed it. */
  roomUrl: string;
  /** Null on the public demo service, which checks none. */
  jwt: string | null;
  /** When the token stops opening the room (null: no token). */
  expiresAt: Date | null;
};

export interface VideoProvider {
  readonly name: VideoProviderName;
  /** The origins the visit page lets the room load from (frame, script, connect), and no other page. */
  readonly origins: readonly string[];
  /** A token for one room and one role, for its window only; never stored, never mailed. */
  join(request: VideoTokenRequest): Promise<VideoJoin>;
}

/** What every Jitsi token says, whoever verifies it. */
export const JITSI_AUDIENCE = "jitsi";
