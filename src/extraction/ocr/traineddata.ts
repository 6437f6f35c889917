/**
 * Where tesseract.js finds its language data: the @tesseract.js-data/<lang> packages installed with
 * the service (gzip, as shipped). tesseract.js takes one langPath, so a folder under the temp
 * directory links each installed file. Workers unpack the data themselves (no shared cache files
 * that several workers could write at once).
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, symlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

/** LSTM models for reading; the orientation model exists only in the legacy format. */
const RECOGNITION_DATA_FOLDER = '4.0.0_best_int';
const ORIENTATION_DATA_FOLDER = '4.0.0';

const require = createRequire(import.meta.url);
/** One folder per installation, so links never point into another checkout's node_modules. */
const installation = createHash('sha256').update(require.resolve('tesseract.js')).digest('hex').slice(0, 12);
const root = path.join(os.tmpdir(), `sds-tesseract-${installation}`);

function packagedFile(language: string, folder: string): string {
  const packageRoot = path.dirname(require.resolve(`@tesseract.js-data/${language}/package.json`));
  return path.join(packageRoot, folder, `${language}.traineddata.gz`);
}

/** Returns the langPath holding the given languages' data. */
async function linkedFolder(name: string, languages: string[], folder: string): Promise<string> {
  const langPath = path.join(root, name);
  await mkdir(langPath, { recursive: true });
  for (const language of languages) {
    const link = path.join(langPath, `${language}.traineddata.gz`);
    if (!existsSync(link)) {
      await symlink(packagedFile(language, folder), link).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'EEXIST') throw error;
      });
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
