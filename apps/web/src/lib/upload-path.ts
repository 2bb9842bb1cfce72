/**
 * The path a form sends back for an uploaded image, e.g.
 * `/uploads/private/3f2a….webp?expires=…&sig=…` → `/uploads/3f2a….webp`. POST /upload answers
 * a signed link that shows the user's private image for an hour (fine for a preview); the
 * server keeps the plain path and links it afresh for whoever may see it.
 */
export function uploadPath(url: string): string {
  const file = /\/uploads\/(?:private\/)?([A-Za-z0-9_-]+\.[a-z]+)(?:\?.*)?$/.exec(url)?.[1];
  return file ? `/uploads/${file}` : url;
}
