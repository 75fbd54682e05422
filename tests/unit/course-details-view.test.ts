import { NextIntlClientProvider } from "next-intl";
import { createElement, type ComponentProps } from "react";
import { renderToReadableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { CourseDetailsView, type CourseDetailsVariant } from "~/components/courses/course-details-view";
import type { LoadedCourse } from "~/components/courses/load-course";
import { loadMessages } from "~/i18n/messages";

const course: LoadedCourse = {
  id: "5f4f2c2e-13ec-456f-862e-0ecf6494d5ae",
  title: "Breastfeeding & Pumping Made Simple",
  description: "A confident start with breastfeeding.",
  category: "Nutrition",
  priceCents: 3900,
  discountPriceCents: 2900,
  currency: "USD",
  featured: true,
  imageUrl: "/images/courses/breastfeeding.svg",
  thumbnailUrl: "",
  totalHours: 2,
  instructor: "Rita Khoury",
  instructorName: { firstName: "Rita", lastName: "Khoury" },
  learningOutcomes: ["A deep, comfortable latch"],
  modules: [
    {
      id: "m1",
      title: "Getting Started",
      lessons: [{ id: "l1", title: "The First Days", durationSeconds: 60, durationMinutes: 1 }],
    },
  ],
  moduleCount: 1,
  lessonCount: 1,
};

async function render(variant: CourseDetailsVariant, watchBase?: string): Promise<string> {
  const element = createElement(CourseDetailsView, {
    course,
    variant,
    back: { href: "/back", label: "Back here" },
    action: createElement("button", { type: "button" }, "The action"),
    actionFooter: createElement("p", null, "The footer"),
    watchBase,
  });
  const messages = await loadMessages("en");
  // As in the app: inside the language's provider (English here); the view is its child.
  const provider = { locale: "en", messages, timeZone: "Asia/Beirut" } as ComponentProps<typeof NextIntlClientProvider>;
  const stream = await renderToReadableStream(createElement(NextIntlClientProvider, provider, element));
  await stream.allReady;
  return new Response(stream).text();
}

/** The page's text, without tags or React's text separators. */
function text(html: string): string {
  return html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

describe("a course's details, public or in the dashboard", () => {
  it.each(["site", "dashboard"] as const)("%s: heading, enrollment card with the page's action, content and outcomes", async (variant) => {
    const html = await render(variant);
    expect(html).toMatch(/<a [^>]*href="\/back"[^>]*>.*Back here<\/a>/);
    expect(html).toMatch(/<h1 [^>]*>Breastfeeding &amp; Pumping Made Simple<\/h1>/);
    const page = text(html);
    for (const shown of ["Nutrition", "2 hrs total", "Featured", "Instructor: Rita Khoury", "A confident start with breastfeeding.", "$29", "Save $10"]) {
      expect(page).toContain(shown);
    }
    expect(html).toMatch(/<aside aria-label="Enrollment"[^>]*>.*The action.*The footer.*<\/aside>/);
    expect(page).toContain("Course content 1 module · 1 lesson");
    expect(page).toContain("What you'll learn A deep, comfortable latch");
  });

  it("keeps each page's own heading ids", async () => {
    expect(await render("site")).toMatch(/id="course-content-title".*id="course-outcomes-title"/);
    expect(await render("dashboard")).toMatch(/id="dashboard-content-title".*id="dashboard-outcomes-title"/);
  });

  it("lets an enrolled parent watch the lessons, and tells everyone else to enroll", async () => {
    const enrolled = await render("dashboard", "/dashboard/courses/c1");
    expect(enrolled).toContain('aria-label="Watch: The First Days"');
    expect(enrolled).toContain('href="/dashboard/courses/c1/modules/m1/videos/l1"');
    expect(text(await render("site"))).toContain("Enroll to access");
  });
});
