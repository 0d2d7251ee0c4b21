import { publicEnv } from '@/lib/env/public';
import { readStoredToken } from '@/lib/api-client/stored-session';

/** An enquiry as the staff API returns it. */
export interface StaffEnquiry {
  id: string;
  kind: 'enquiry' | 'application';
  topic: string;
  topicLabel: string;
  job: string | null;
  jobTitle: string | null;
  name: string;
  email: string;
  company: string | null;
  country: string | null;
  phone: string | null;
  link: string | null;
  message: string;
  status: 'new' | 'handled';
  createdAt: string;
  handledAt: string | null;
  notified: boolean;
  cvName: string | null;
}

/** The staff API said "not found": no token, not a staff account, or no such enquiry. */
export class NotFoundAnswer extends Error {}

const base = () => publicEnv.NEXT_PUBLIC_API_BASE.replace(/\/+$/, '');

/** A call to the API as the signed-in account (the token lives in the browser's storage). */
export async function staffCall(path: string, init: RequestInit = {}): Promise<Response> {
  const token = readStoredToken();
  if (!token) throw new NotFoundAnswer();
  const response = await fetch(`${base()}${path}`, {
    ...init,
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}`, ...init.headers },
  });
  if (response.status === 404) throw new NotFoundAnswer();
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? `The server answered ${response.status}.`);
  }
  return response;
}

/** Saves a file the API answered with (a CV, the CSV export) under the name it gave. */
export async function download(path: string, fallbackName: string) {
  const response = await staffCall(path);
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
