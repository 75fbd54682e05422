import Link from "next/link";
import { buttonClasses } from "~/components/ui/button-classes";

/** Previous / Next page links of a back-office list paged on the server (plain links: no script needed). */
export function Pager({ page, pages, href }: { page: number; pages: number; href: (page: number) => string }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className="flex gap-2">
      {page > 1 ? (
        <Link href={href(page - 1)} className={buttonClasses("secondary", "sm")}>
          Previous page
        </Link>
      ) : null}
      {page < pages ? (
        <Link href={href(page + 1)} className={buttonClasses("secondary", "sm")}>
          Next page
        </Link>
      ) : null}
    </nav>
  );
}
