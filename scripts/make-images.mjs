// Renders the project's own artwork (SVG sources under content/images/) to the
// files the site serves from public/: WebP under public/images/, except the social
// card and the placeholder, which are PNG for crawlers that read no WebP. Run after editing an SVG:
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

const pngTargets = {
  'social/wasla-social': path.resolve('public/og/wasla-social.png'),
  placeholder: path.resolve('public/placeholder.png'),
};

let count = 0;
for await (const svg of svgFiles(sourceRoot)) {
  const relative = path.relative(sourceRoot, svg).replace(/\.svg$/, '');
  const target = pngTargets[relative] ?? path.join(targetRoot, `${relative}.webp`);
  await mkdir(path.dirname(target), { recursive: true });
  const image = sharp(svg);
  const { width, height } = await (
    target.endsWith('.png') ? image.png({ compressionLevel: 9 }) : image.webp({ quality: 78 })
  ).toFile(target);
  console.log(`${path.relative(process.cwd(), target)} ${width}x${height}`);
  count += 1;
}
console.log(`${count} images written`);
