/**
 * Files travel to and from the question import as base64 inside JSON (the server's envelope
 * carries no raw bytes): a chosen file is read into base64, a template comes back as base64.
 */

/** The file's bytes as base64, read by the browser itself (fast even for a 20MB Word file). */
export function readFileAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const dataUrl = String(reader.result ?? '');
      // A data URL is "data:<mime>;base64,<bytes>": only the bytes are sent.
      resolve(dataUrl.slice(dataUrl.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

export function base64ToBlob(content: string, mime: string): Blob {
  const text = atob(content);
  const bytes = new Uint8Array(text.length);
  for (let index = 0; index < text.length; index++) bytes[index] = text.charCodeAt(index);
  return new Blob([bytes], { type: mime });
}

/** Saves base64 content under `fileName` through the browser's own download. */
export function downloadBase64File({
  fileName,
  mime,
  content,
}: {
  fileName: string;
  mime: string;
  content: string;
}): void {
  const url = URL.createObjectURL(base64ToBlob(content, mime));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start reading the blob only after the click's task: freed a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
