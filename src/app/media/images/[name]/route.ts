import { getMediaStorage } from "~/server/media";
import { servePublicImage } from "~/server/services/media/serve-public-image";

/** GET /media/images/<uuid>.<jpg|png|webp>: a picture uploaded in the back-office (public). */
export async function GET(_req: Request, { params }: { params: Promise<{ name: string }> }) {
  return servePublicImage(getMediaStorage(), (await params).name);
}
