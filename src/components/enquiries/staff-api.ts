import { createApiClient } from '@/lib/api/client';

/** The staff API, as the signed-in account (failures in the server's words). */
export const staffApi = createApiClient();

/** Saves a file the API answered with (a CV, the CSV export) under the name it gave. */
export async function download(path: string, fallbackName: string) {
  const response = await staffApi.download(path);
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1];
  const plain = /filename="([^"]+)"/.exec(disposition)?.[1];
  const name = encoded ? decodeURIComponent(encoded) : (plain ?? fallbackName);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
