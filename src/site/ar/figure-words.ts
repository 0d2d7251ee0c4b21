/**
 * A figure's value in Arabic words around the same number: «SAR 24M» is «24 مليون ريال», a
 * trailing plus «أكثر من» («SAR 100M+» → «أكثر من 100 مليون ريال»), so no sign is left to bidi.
 */
export function arabicValue(value: string): string {
  const more = value.endsWith('+');
  const bare = more ? value.slice(0, -1) : value;
  const amount = bare.replace(/^SAR\s*([\d.,]+)M$/, '$1 مليون ريال');
  return more ? `أكثر من ${amount}` : amount;
}
