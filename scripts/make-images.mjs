// Renders the project's own artwork (SVG sources under content/images/) to the
// WebP and PNG files the site serves from public/. Run after editing an SVG:
//   node scripts/make-images.mjs
// The outputs are committed, so neither the build nor the server needs sharp's SVG support.
import { readdir, mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const sourceRoot = path.resolve('content/images');
const targetRoot = path.resolve('public/images');

async function* svgFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* svgFiles(full);
    else if (entry.name.endsWith('.svg')) yield full;
  }
}

let count = 0;
for await (const svg of svgFiles(sourceRoot)) {
  const relative = path.relative(sourceRoot, svg).replace(/\.svg$/, '');
  const target = path.join(targetRoot, `${relative}.webp`);
  await mkdir(path.dirname(target), { recursive: true });
  const { width, height } = await sharp(svg).webp({ quality: 78 }).toFile(target);
  console.log(`${path.relative(process.cwd(), target)} ${width}x${height}`);
  count += 1;
}
console.log(`${count} images written`);
