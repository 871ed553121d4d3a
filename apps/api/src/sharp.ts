import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

/**
 * sharp, loaded by the first picture work instead of at start (ADR 070): libvips costs about 15 MiB of
 * resident memory once loaded, and a shop whose pictures are made serves them as stored bytes, so an idle
 * server without uploads never needs it.
 */
export const loadSharp = (): Promise<typeof Sharp> => {
  loading ??= import('sharp').then((m) => m.default);
  return loading;
};
