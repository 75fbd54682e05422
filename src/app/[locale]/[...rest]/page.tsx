import { notFound } from "next/navigation";

/**
 * Any address under a language that names no page: the language's own 404 page (not-found.tsx
 * beside the layout), never a half-English one. The proxy sends unknown addresses here too.
 */
export default function UnknownPage(): never {
  notFound();
}
