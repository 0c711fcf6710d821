/**
 * Saves a file the API answered (a PDF, a CSV) under the name its Content-Disposition gives. The back office's
 * files need the session's token, which a plain link cannot carry, so they are fetched and handed to the browser.
 */
export function saveFile(blob: Blob, response: Response, fallbackName: string) {
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click's task is over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
