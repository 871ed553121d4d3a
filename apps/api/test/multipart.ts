export type Part = string | { bytes: Buffer; filename: string; type?: string };

/** A multipart body as a browser's FormData sends it, for `app.inject`. */
export async function multipart(fields: Record<string, Part | Part[]>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      if (typeof v === 'string') form.append(key, v);
      else form.append(key, new Blob([new Uint8Array(v.bytes)], { type: v.type ?? 'image/png' }), v.filename);
    }
  }
  const req = new Request('http://toko.test/', { method: 'POST', body: form });
  return {
    body: Buffer.from(await req.arrayBuffer()),
    headers: { 'content-type': req.headers.get('content-type')! },
  };
}
