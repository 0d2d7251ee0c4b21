// Renders the project's own artwork (SVG sources under content/images/) to the
// files the site serves from public/: WebP under public/images/, except the social
// card and the placeholder, which are PNG for crawlers that read no WebP, and the media kit's
// logos (content/images/brand/), which go to public/brand/ as SVG and PNG. Text is outlined in
// Inter first (scripts/lib/outline-text.mjs). Run after editing an SVG:
//   node scripts/make-images.mjs
// The outputs are committed, so neither the build nor the server needs sharp's SVG support.
import { readdir, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { outlineText } from './lib/outline-text.mjs';

const sourceRoot = path.resolve('content/images');
const targetRoot = path.resolve('public/images');
const brandRoot = path.resolve('public/brand');

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
  const outlined = Buffer.from(outlineText(await readFile(svg, 'utf8')));
  if (relative.startsWith('brand/')) {
    // The media kit: the vector file as it is, and a PNG at its size for tools that take no SVG.
    const base = path.join(brandRoot, path.basename(relative));
    await mkdir(brandRoot, { recursive: true });
    await writeFile(`${base}.svg`, outlined);
    const { width, height } = await sharp(outlined)
      .png({ compressionLevel: 9 })
      .toFile(`${base}.png`);
    console.log(`${path.relative(process.cwd(), base)}.svg, .png ${width}x${height}`);
    count += 1;
    continue;
  }
  const target = pngTargets[relative] ?? path.join(targetRoot, `${relative}.webp`);
  await mkdir(path.dirname(target), { recursive: true });
  const image = sharp(outlined);
  const { width, height } = await (
    target.endsWith('.png') ? image.png({ compressionLevel: 9 }) : image.webp({ quality: 78 })
  ).toFile(target);
  console.log(`${path.relative(process.cwd(), target)} ${width}x${height}`);
  count += 1;
}
console.log(`${count} images written`);
