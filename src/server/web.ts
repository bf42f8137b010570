// `npm run start:web`: an HTTP-only process; jobs run in `npm run start:worker` processes.
import { startKairos } from './start';

startKairos({ worker: false });
