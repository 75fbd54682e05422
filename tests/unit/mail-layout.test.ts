import { describe, expect, it } from "vitest";

import { clinic } from "~/config/clinic";
import { renderMail } from "~/server/mail/layout";

describe("the branded e-mail layout", () => {
  const mail = renderMail({
    preheader: "Your appointment",
    heading: "See you <soon>",
    blocks: [
      { kind: "paragraph", text: "Tom & Jerry's check-up" },
      { kind: "details", rows: [["Date", "Tue 3 March, 15:30 (Beirut)"]] },
      { kind: "button", label: "Join the video call", url: "https://meet.jit.si/room?a=1&b=2" },
    ],
  });

  it("escapes every value in the HTML part", () => {
    expect(mail.html).toContain("See you &lt;soon&gt;");
    expect(mail.html).toContain("Tom &amp; Jerry&#39;s check-up");
    expect(mail.html).toContain('href="https://meet.jit.si/room?a=1&amp;b=2"');
    expect(mail.html).not.toContain("<soon>");
  });

  it("has a plain-text part with the same content and the clinic's contact", () => {
    expect(mail.text).toContain("See you <soon>");
    expect(mail.text).toContain("Date: Tue 3 March, 15:30 (Beirut)");
    expect(mail.text).toContain("Join the video call: https://meet.jit.si/room?a=1&b=2");
    expect(mail.text).toContain(clinic.phone.display);
    for (const location of clinic.locations) expect(mail.text).toContain(location.city);
  });
});
