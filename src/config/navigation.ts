/**
 * The site's navigation, shared by header, mobile menu and footer. Its own module, so the header's
 * client components do not carry the clinic's details (src/config/clinic.ts) to the browser.
 * Labels are keys of the common catalogue's "nav" part.
 */
export const mainNav = [
  { href: "/", label: "home" },
  { href: "/courses", label: "courses" },
  { href: "/services", label: "services" },
  { href: "/about", label: "about" },
  { href: "/appointment", label: "appointment", mobileLabel: "bookAppointment" },
  // /blogs is a plain link (a full page load), as on the earlier site (spec §2).
  { href: "/blogs", label: "blog", plain: true },
] as const;
