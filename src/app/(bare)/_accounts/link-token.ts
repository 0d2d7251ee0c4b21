export interface LinkPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The `token` of a mailed link's address, or '' (absent, or given twice). */
export async function linkToken(searchParams: LinkPageProps['searchParams']): Promise<string> {
  const { token } = await searchParams;
  return typeof token === 'string' ? token.slice(0, 300) : '';
}
