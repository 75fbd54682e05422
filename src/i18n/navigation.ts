import { createNavigation } from "next-intl/navigation";

import { routing } from "./routing";

/** next/link and next/navigation that keep the page's language (the lint rule points here). */
export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
