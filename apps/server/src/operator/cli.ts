import { loadConfigOrExit } from '../config.js';
import { runOperator } from './commands.js';

const config = loadConfigOrExit();
process.exitCode = await runOperator(process.argv.slice(2), config, {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
