import { handleRevalidate } from '@/server/content/revalidate';
import { methodNotAllowed } from '@/server/http';

export const POST = handleRevalidate;

export const GET = methodNotAllowed(['POST'], {
  success: false,
  message: 'Use POST with the secret in the x-revalidate-secret header.',
});
