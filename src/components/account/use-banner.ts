"use client";

import { useEffect, useRef, useState } from "react";
import type { Banner } from "./form-banner";

/** A form's banner state; a new error banner takes focus so it is read out. */
export function useBanner() {
  const [banner, setBanner] = useState<Banner | null>(null);
  const bannerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (banner?.kind === "error") bannerRef.current?.focus();
  }, [banner]);
  return { banner, setBanner, bannerRef };
}
