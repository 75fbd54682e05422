import { createRequire } from "node:module";

import { describe, expect, it } from "vitest";

import { NOT_A_VIDEO_PAGE } from "~/config/security-headers.js";
import { contentSecurityPolicy, videoPermissionsPolicy } from "~/server/http/content-security-policy";
import { VIDEO_PAGE } from "~/server/video/video-origins";
import { newVideoRoom, VIDEO_ROOM_PATTERN } from "~/server/video/room-name";

describe("the video visit pages' policies (decision 048)", () => {
  const base = { nonce: "bm9uY2U=", development: false, https: true };
  const jaas = { hosts: ["https://8x8.vc"], sockets: ["wss://8x8.vc"] };

  it("let the video service's origin serve the script, the frame and the connections, on those pages only", () => {
    const policy = contentSecurityPolicy({ ...base, videoOrigins: jaas });
    const directive = (name: string) => policy.split("; ").find((d) => d.startsWith(`${name} `));
    expect(directive("script-src")).toMatch(/ https:\/\/8x8\.vc$/);
    expect(directive("frame-src")).toBe("frame-src https://8x8.vc");
    expect(directive("connect-src")).toBe("connect-src 'self' https://8x8.vc wss://8x8.vc");
    expect(directive("frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(contentSecurityPolicy(base)).not.toMatch(/8x8|frame-src/);
    expect(videoPermissionsPolicy(jaas)).toBe(
      'camera=(self "https://8x8.vc"), microphone=(self "https://8x8.vc"), display-capture=(self "https://8x8.vc"), fullscreen=(self "https://8x8.vc"), autoplay=(self "https://8x8.vc"), geolocation=(), payment=()',
    );
  });

  it("are the parent's /visit/<id> in each language and the doctor's /admin/visit/<id>, and no other page", () => {
    // The matcher next.config's `source` goes through.
    const { pathToRegexp } = createRequire(import.meta.url)("next/dist/compiled/path-to-regexp") as { pathToRegexp: (path: string, keys: unknown[], options: object) => RegExp };
    const elsewhere = pathToRegexp(NOT_A_VIDEO_PAGE, [], { strict: true, sensitive: false, delimiter: "/" });
    for (const page of ["/visit/2b1f", "/ar/visit/2b1f", "/fr/visit/2b1f", "/admin/visit/2b1f"]) {
      expect(VIDEO_PAGE.test(page)).toBe(true);
      expect(elsewhere.test(page)).toBe(false);
    }
    for (const page of ["/", "/appointment/manage/2b1f", "/ar/appointment", "/admin", "/admin/agenda", "/visit/2b1f/more", "/visits/2b1f", "/de/visit/2b1f"]) {
      expect(VIDEO_PAGE.test(page)).toBe(false);
      expect(elsewhere.test(page)).toBe(true);
    }
  });

  it("a room's name: 160 random bits in lower case, nothing else", () => {
    const rooms = new Set(Array.from({ length: 100 }, () => newVideoRoom()));
    expect(rooms.size).toBe(100);
    for (const room of rooms) expect(room).toMatch(VIDEO_ROOM_PATTERN);
  });
});
