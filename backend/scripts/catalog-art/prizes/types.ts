import type { Art } from '../svg';

/** Draws one prize's subject (the frame adds the background). */
export type Draw = (art: Art) => string;
