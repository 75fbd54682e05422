/**
 * The cache tags of the public pages' data. A cached loader declares the tags its result depends
 * on; a change to that data bumps the same tags (markContentChanged), which drops every cached
 * copy in every app process (decision 022).
 */
export const contentTags = {
  /** The list of services with their prices (/services, the home page's grid, the booking form). */
  services: "services",
  /** The course catalogue (/courses, the home page's four courses, the sitemap). */
  courses: "courses",
  /** One course's page: the course, its modules and lessons. */
  course: (courseId: string) => `course:${courseId}`,
  /** The weekly hours and closures: the booking calendar and every time-slot read. */
  schedule: "schedule",
  /** The parents' testimonials on the home page (decision 034). */
  testimonials: "testimonials",
  /** The about page's questions and answers, and its FAQPage structured data. */
  faq: "faq",
  /** The free guides' titles and descriptions on the home page. */
  guides: "guides",
} as const;
