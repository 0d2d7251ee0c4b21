/** A page's query as single strings (the first of repeated parameters). */
export async function firstValues(
  searchParams: Promise<Record<string, string | string[] | undefined>>,
): Promise<Record<string, string | undefined>> {
  const query = await searchParams;
  return Object.fromEntries(
    Object.entries(query).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]),
  );
}
