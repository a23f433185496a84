export { startEmulator, type EmulatorHandle, type EmulatorOptions } from './server';
