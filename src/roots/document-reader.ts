import { documentReader as plainReader } from '../documents';
import { instrumentReader } from '../observability/instrument-reader';

/** Extraction with its duration and pages/second recorded (metrics), for the API and the worker alike. */
export const documentReader = instrumentReader(plainReader);
