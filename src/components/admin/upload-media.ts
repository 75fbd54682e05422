import { readXsrfToken, XSRF_HEADER } from "~/lib/xsrf-token";

export type UploadedMedia = { id: string; durationSeconds: number | null; sizeBytes: number; originalName: string; url: string | null };

export const UPLOAD_INTERRUPTED = "The upload was interrupted. Please check the connection and try again.";

/**
 * Sends a file as the request's body to POST /api/admin/media/<kind> (decision 026).
 * XMLHttpRequest rather than fetch: only it reports the upload's progress, for the progress bar.
 */
export function uploadMedia(kind: "lesson-videos" | "images", file: File, onProgress: (fraction: number) => void = () => {}): Promise<UploadedMedia> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", `/api/admin/media/${kind}`);
    request.setRequestHeader("content-type", file.type || "application/octet-stream");
    request.setRequestHeader("x-file-name", encodeURIComponent(file.name));
    const token = readXsrfToken();
    if (token) request.setRequestHeader(XSRF_HEADER, token);
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const body = request.response as (UploadedMedia & { message?: string }) | null;
      if (request.status === 201 && body) resolve(body);
      else reject(new Error(body?.message ?? UPLOAD_INTERRUPTED));
    };
    request.onerror = () => reject(new Error(UPLOAD_INTERRUPTED));
    request.send(file);
  });
}

/** "0:26", "12:05", "1:02:09". */
export function formatDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, "0");
  return h ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}
