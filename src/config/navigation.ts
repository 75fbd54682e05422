/**
 * The site's navigation, shared by header, mobile menu and footer. Its own module, so the header's
 * client components do not carry the clinic's details (src/config/clinic.ts) to the browser.
 */
export const mainNav = [
  { href: "/", label: "Home" },
  { href: "/courses", label: "Courses" },
  { href: "/services", label: "Services" },
  { href: "/about", label: "About" },
  { href: "/appointment", label: "Appointment", mobileLabel: "Book Appointment" },
  // /blogs is a plain link (a full page load), as on the earlier site (spec §2).
  { href: "/blogs", label: "Blog", plain: true },
] as const;
