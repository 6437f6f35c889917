/**
 * Where tesseract.js finds its language data: the @tesseract.js-data/<lang> packages installed with
 * the service (gzip, as shipped), else Debian's tesseract-ocr-<lang> data (for languages no such
 * package exists for, e.g. Russian; scripts/ensure-ocr-data.sh installs it), compressed once into
 * the folder. tesseract.js takes one langPath, so a folder under the temp directory links each
 * installed file. Workers unpack the data themselves (no shared cache files that several workers
 * could write at once).
 */
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, readdirSync } from 'node:fs';
import { mkdir, rename, symlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';

/** LSTM models for reading; the orientation model exists only in the legacy format. */
const RECOGNITION_DATA_FOLDER = '4.0.0_best_int';
const ORIENTATION_DATA_FOLDER = '4.0.0';

const require = createRequire(import.meta.url);
/** One folder per installation, so links never point into another checkout's node_modules. */
const installation = createHash('sha256').update(require.resolve('tesseract.js')).digest('hex').slice(0, 12);
const root = path.join(os.tmpdir(), `sds-tesseract-${installation}`);

/** Debian's tessdata folders (/usr/share/tesseract-ocr/<version>/tessdata), newest first. */
const DEBIAN_DATA_ROOT = '/usr/share/tesseract-ocr';

function packagedFile(language: string, folder: string): string | undefined {
  try {
    const packageRoot = path.dirname(require.resolve(`@tesseract.js-data/${language}/package.json`));
    return path.join(packageRoot, folder, `${language}.traineddata.gz`);
  } catch {
    return undefined;
  }
}

function debianFile(language: string): string | undefined {
  if (!existsSync(DEBIAN_DATA_ROOT)) return undefined;
  return readdirSync(DEBIAN_DATA_ROOT)
    .sort()
    .reverse()
    .map((version) => path.join(DEBIAN_DATA_ROOT, version, 'tessdata', `${language}.traineddata`))
    .find((file) => existsSync(file));
}

/** True when recognition data for the tesseract language is installed (package or Debian). */
export function hasRecognitionData(language: string): boolean {
  return packagedFile(language, RECOGNITION_DATA_FOLDER) !== undefined || debianFile(language) !== undefined;
}

/** Gzips Debian's file into the folder (written aside and renamed, so concurrent readers never see half a file). */
async function compressInto(source: string, target: string): Promise<void> {
  const partial = `${target}.${process.pid}.partial`;
  await pipeline(createReadStream(source), createGzip({ level: 1 }), createWriteStream(partial));
  await rename(partial, target);
}

/** Returns the langPath holding the given languages' data. */
async function linkedFolder(name: string, languages: string[], folder: string): Promise<string> {
  const langPath = path.join(root, name);
  await mkdir(langPath, { recursive: true });
  for (const language of languages) {
    const link = path.join(langPath, `${language}.traineddata.gz`);
    if (existsSync(link)) continue;
    const packaged = packagedFile(language, folder);
    const debian = packaged ? undefined : debianFile(language);
    if (packaged) {
      await symlink(packaged, link).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'EEXIST') throw error;
      });
    } else if (debian) {
      await compressInto(debian, link);
    } else {
      throw new Error(
        `No OCR data for ${language}: install @tesseract.js-data/${language} or tesseract-ocr-${language}.`,
      );
    }
  }
  return langPath;
}

export function recognitionData(languages: string[]): Promise<string> {
  return linkedFolder('recognition', languages, RECOGNITION_DATA_FOLDER);
}

export function orientationData(): Promise<string> {
  return linkedFolder('orientation', ['osd'], ORIENTATION_DATA_FOLDER);
}
