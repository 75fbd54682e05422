import type { MetadataRoute } from "next";

import { env } from "~/env";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: ["/dashboard", "/admin", "/api/", "/pay/", "/newsletter/", "/appointment/status/", "/courses/status/"] }],
    sitemap: `${env.PUBLIC_URL}/sitemap.xml`,
  };
}
