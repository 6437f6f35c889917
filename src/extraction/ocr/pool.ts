/**
 * A pool of tesseract.js workers (worker threads), sized to the cores, created lazily and reused.
 * Unlike tesseract.js's scheduler it keeps each worker's loaded languages and prefers an idle
 * worker that already has the languages a page needs, so mixed-language batches do not reload
 * models on every page. A job whose caller aborts terminates its worker; the pool replaces it.
 */
import os from 'node:os';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { parseHocr, type OcrLine } from './hocr.js';
import { glueUnspacedWords } from './spacing.js';
import { orientationData, recognitionData } from './traineddata.js';

/**
 * Init-time parameters of every recognition worker. Some models name further models to load with
 * them (ell: grc; chi_sim, chi_tra, jpn: their vertical models), which are not installed; tesseract
 * then fails on them and, in the wasm build, also drops the languages listed after them (ell+eng
 * was read by ell alone: Latin product names and codes came out as Greek letters).
 */
const INIT_CONFIG = 'tessedit_load_sublangs \n'; // config-file text: the parameter set to nothing

interface PooledWorker {
  worker: Worker;
  languages: string;
}

export interface Orientation {
  /** Clockwise rotation that turns the image upright: 0, 90, 180 or 270. */
  degrees: number;
  confidence: number;
  /** The script of most of the image's marks, as tesseract names it ("Latin", "Cyrillic", "Han" ...). */
  script: string;
  scriptConfidence: number;
}

async function setRecognitionParameters(worker: Worker, pageSegmentation: PSM): Promise<void> {
  await worker.setParameters({ tessedit_pageseg_mode: pageSegmentation, user_defined_dpi: '300' });
}

export class OcrPool {
  private readonly idle: PooledWorker[] = [];
  private readonly waiting: (() => void)[] = [];
  private created = 0;
  private orientationWorker: Promise<Worker> | undefined;
  /** Single-model workers beside the pool (one per model), for small images such as latin-reread.ts's. */
  private readonly asideWorkers = new Map<string, Promise<Worker>>();

  constructor(private readonly size: number = os.availableParallelism()) {}

  /**
   * The page's text lines with their words (as tesseract spaced them, see spacing.ts). The pool's
   * workers analyse the page's layout; `singleBlock` reads the image as one block of text instead
   * (missed-regions.ts), on a worker that already has the languages.
   */
  async recognize(
    image: Buffer,
    languages: string[],
    signal?: AbortSignal,
    singleBlock = false,
  ): Promise<OcrLine[]> {
    const pooled = await this.acquire(languages.join('+'), signal);
    return this.runAbortable(pooled, signal, async () => {
      if (singleBlock) await setRecognitionParameters(pooled.worker, PSM.SINGLE_BLOCK);
      try {
        const result = await pooled.worker.recognize(image, {}, { hocr: true, text: true });
        return glueUnspacedWords(parseHocr(result.data.hocr ?? ''), result.data.text ?? '');
      } finally {
        if (singleBlock) await setRecognitionParameters(pooled.worker, PSM.AUTO);
      }
    });
  }

  /**
   * Lines of a small image of stacked text lines, read by one model on a worker of its own, so the
   * pool's workers keep the languages of their pages.
   */
  async recognizeAside(image: Buffer, language: string): Promise<OcrLine[]> {
    let pending = this.asideWorkers.get(language);
    if (!pending) {
      pending = this.createRecognitionWorker(language, PSM.SINGLE_BLOCK);
      this.asideWorkers.set(language, pending);
    }
    const result = await (await pending).recognize(image, {}, { hocr: true, text: false });
    return parseHocr(result.data.hocr ?? '');
  }

  /** Page orientation and script from tesseract's OSD model (legacy engine, one shared worker); `image` is a PNG. */
  async detectOrientation(image: Buffer): Promise<Orientation> {
    // The image states its own resolution (grey-png.ts): orientation detection reads it from there.
    this.orientationWorker ??= orientationData().then((langPath) =>
      createWorker('osd', OEM.TESSERACT_ONLY, {
        langPath,
        gzip: true,
        cacheMethod: 'none',
        legacyCore: true,
        legacyLang: true,
      }),
    );
    const worker = await this.orientationWorker;
    const { data } = await worker.detect(image);
    // tesseract.js reports the clockwise turn that makes the text upright.
    return {
      degrees: data.orientation_degrees ?? 0,
      confidence: data.orientation_confidence ?? 0,
      script: data.script ?? '',
      scriptConfidence: data.script_confidence ?? 0,
    };
  }

  async terminate(): Promise<void> {
    const workers = this.idle.splice(0);
    const orientation = this.orientationWorker;
    this.orientationWorker = undefined;
    const aside = [...this.asideWorkers.values()];
    this.asideWorkers.clear();
    await Promise.allSettled([
      ...workers.map((pooled) => pooled.worker.terminate()),
      ...[...(orientation ? [orientation] : []), ...aside].map((pending) =>
        pending.then((worker) => worker.terminate()),
      ),
    ]);
    this.created -= workers.length;
  }

  private async acquire(languages: string, signal?: AbortSignal): Promise<PooledWorker> {
    for (;;) {
      signal?.throwIfAborted();
      const matching = this.idle.findIndex((pooled) => pooled.languages === languages);
      const pick = matching >= 0 ? matching : this.idle.length - 1;
      const pooled = pick >= 0 ? this.idle.splice(pick, 1)[0] : undefined;
      if (pooled) {
        if (pooled.languages !== languages) await this.switchLanguages(pooled, languages);
        return pooled;
      }
      if (this.created < this.size) {
        this.created += 1;
        try {
          return await this.spawn(languages);
        } catch (error) {
          this.created -= 1;
          throw error;
        }
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
  }

  private async spawn(languages: string): Promise<PooledWorker> {
    return { worker: await this.createRecognitionWorker(languages, PSM.AUTO), languages };
  }

  private async createRecognitionWorker(languages: string, pageSegmentation: PSM): Promise<Worker> {
    const langPath = await recognitionData(languages.split('+'));
    const worker = await createWorker(
      languages,
      OEM.LSTM_ONLY,
      { langPath, gzip: true, cacheMethod: 'none' },
      INIT_CONFIG,
    );
    await setRecognitionParameters(worker, pageSegmentation);
    return worker;
  }

  private async switchLanguages(pooled: PooledWorker, languages: string): Promise<void> {
    await recognitionData(languages.split('+'));
    await pooled.worker.reinitialize(languages, OEM.LSTM_ONLY, INIT_CONFIG);
    // Reinitialising starts a new tesseract instance with default parameters (single-block layout, no resolution).
    await setRecognitionParameters(pooled.worker, PSM.AUTO);
    pooled.languages = languages;
  }

  /** A terminated tesseract.js worker never settles its job, so the abort is raced, not awaited. */
  private async runAbortable<T>(
    pooled: PooledWorker,
    signal: AbortSignal | undefined,
    job: () => Promise<T>,
  ): Promise<T> {
    let onAbort = (): void => undefined;
    const aborted = new Promise<never>((_, reject) => {
      onAbort = () => reject(signal?.reason);
    });
    signal?.addEventListener('abort', onAbort, { once: true });
    try {
      const result = await Promise.race([job(), aborted]);
      this.release(pooled);
      return result;
    } catch (error) {
      this.discard(pooled);
      throw error;
    } finally {
      signal?.removeEventListener('abort', onAbort);
    }
  }

  private release(pooled: PooledWorker): void {
    this.idle.push(pooled);
    this.waiting.shift()?.();
  }

  private discard(pooled: PooledWorker): void {
    void pooled.worker.terminate().catch(() => undefined);
    this.created -= 1;
    this.waiting.shift()?.();
  }
}
