// `npm start`: one process serving the API and the web app, with the job worker in process.
import { startKairos } from './start';

startKairos({ worker: true });
