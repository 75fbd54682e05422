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
  minAgeMonths: 4,
  maxAgeMonths: 12,
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
    for (const shown of ["Nutrition", "2 hrs total", "Featured", "Instructor: Rita Khoury", "For ages 4 months to 1 year", "A confident start with breastfeeding.", "$29", "Save $10"]) {
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

describe("whom a course is for", () => {
  async function agesOf(locale: "en" | "fr" | "ar", minAgeMonths: number | null, maxAgeMonths: number | null): Promise<string> {
    const { useCourseAges } = await import("~/components/courses/course-ages");
    function Ages() {
      return createElement("p", null, useCourseAges()({ minAgeMonths, maxAgeMonths }) ?? "(every age)");
    }
    const provider = { locale, messages: await loadMessages(locale), timeZone: "Asia/Beirut" } as ComponentProps<typeof NextIntlClientProvider>;
    const stream = await renderToReadableStream(createElement(NextIntlClientProvider, provider, createElement(Ages)));
    await stream.allReady;
    return text(await new Response(stream).text()).trim();
  }

  it("says the ages the clinic set, in each language; a course for every age says nothing", async () => {
    expect(await agesOf("en", 0, 3)).toBe("For ages up to 3 months");
    expect(await agesOf("en", 4, 36)).toBe("For ages 4 months to 3 years");
    expect(await agesOf("en", 18, null)).toBe("For ages 1 year, 6 months and up");
    expect(await agesOf("en", null, null)).toBe("(every age)");
    expect(await agesOf("en", 0, null)).toBe("(every age)");
    expect(await agesOf("fr", 4, 12)).toBe("Pour les enfants de 4 mois à 1 an");
    expect(await agesOf("ar", 4, 36)).toBe("للأطفال من 4 أشهر إلى 3 سنوات");
  });
});
