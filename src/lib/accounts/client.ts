import { createApiClient, type ApiClientOptions } from '@/lib/api/client';
import { accountFailureMessage } from './error-catalogue';

/** The Account API client: the site's API client, its failures in the Account API's catalogue. */
export function createAccountClient(options: Omit<ApiClientOptions, 'describeFailure'> = {}) {
  return createApiClient({ ...options, describeFailure: accountFailureMessage });
}

export type AccountClient = ReturnType<typeof createAccountClient>;

/** The browser's Account API client on the configured base. */
export const accountApi = createAccountClient();
