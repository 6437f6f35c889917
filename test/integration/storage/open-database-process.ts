/** Child process for the multi-process test: opens (and so migrates) the database named by DATA_DIR. */
import { openDatabase } from '../../../src/storage/database.js';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR is required');
const database = await openDatabase({ dataDir });
await database.ping();
await database.close();
process.stdout.write('opened\n');
