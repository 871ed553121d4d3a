import type { ArtKind } from './catalog-data.ts';

/*
 * Flat "catalog photo" illustrations for the demo products, built as plain SVG strings.
 * Everything is drawn on an 800x800 canvas; the main colour is used as a flat fill on the
 * largest surfaces so it clearly dominates the object, with separate lighter/darker shapes
 * for depth. The seed only changes small things (background tint, proportions).
 */

type Rgb = [number, number, number];
type Rng = () => number;

const FLOOR = 618;

function parseHex(hex: string): Rgb {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return [136, 136, 136];
  let h = m[1]!;
  if (h.length === 3) h = [...h].map((ch) => ch + ch).join('');
  return [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16)) as Rgb;
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex([0, 1, 2].map((i) => x[i]! + (y[i]! - x[i]!) * t) as Rgb);
}

function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** Darker variant; very dark colours get a lighter variant instead so the detail stays visible. */
function dk(c: string, t: number): string {
  return luminance(c) < 0.12 ? mix(c, '#ffffff', t * 0.9) : mix(c, '#000000', t);
}

function lt(c: string, t: number): string {
  return luminance(c) > 0.92 ? mix(c, '#000000', t * 0.25) : mix(c, '#ffffff', t);
}

function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const f = (n: number) => (Math.round(n * 10) / 10).toString();

function rect(x: number, y: number, w: number, h: number, rx: number, fill: string, extra = ''): string {
  return `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(rx)}" fill="${fill}"${extra}/>`;
}

function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${extra}/>`;
}

function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string {
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${extra}/>`;
}

function poly(points: [number, number][], fill: string, extra = ''): string {
  return `<polygon points="${points.map(([x, y]) => `${f(x)},${f(y)}`).join(' ')}" fill="${fill}"${extra}/>`;
}

function line(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  extra = '',
): string {
  return `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${stroke}" stroke-width="${f(width)}" stroke-linecap="round"${extra}/>`;
}

/** Outline used on very light objects so they do not melt into the light background. */
function edge(c: string): string {
  return luminance(c) > 0.78 ? ` stroke="${mix(c, '#000000', 0.22)}" stroke-width="2"` : '';
}

interface Drawing {
  body: string;
  /** Half width of the floor shadow. */
  shadow: number;
}

const WOOD = ['#6b4a2f', '#8a623f', '#4a3322'];
const METAL_DARK = '#2d2f33';

function pick<T>(r: Rng, items: readonly T[]): T {
  return items[Math.floor(r() * items.length)] ?? items[0]!;
}

function sofa(c: string, r: Rng): Drawing {
  const w = 540 + r() * 60;
  const x0 = 400 - w / 2;
  const x1 = 400 + w / 2;
  const armW = 68 + r() * 16;
  const backTop = 285 + r() * 30;
  const seatTop = 438;
  const baseBottom = 572;
  const wood = pick(r, WOOD);
  const e = edge(c);
  const parts: string[] = [];
  // backrest frame
  parts.push(rect(x0 + armW * 0.5, backTop, w - armW, seatTop - backTop + 50, 30, dk(c, 0.14), e));
  // back cushions
  const innerX = x0 + armW - 4;
  const innerW = w - 2 * armW + 8;
  const n = 3;
  const cw = (innerW - (n - 1) * 8) / n;
  for (let i = 0; i < n; i++) {
    const cx = innerX + i * (cw + 8);
    parts.push(rect(cx, backTop + 16, cw, seatTop - backTop, 24, c, e));
    parts.push(rect(cx + 12, backTop + 24, cw - 24, 10, 5, lt(c, 0.1)));
  }
  // crease where back meets seat
  parts.push(rect(innerX, seatTop - 22, innerW, 20, 8, dk(c, 0.22)));
  // base
  parts.push(
    rect(x0 + armW * 0.4, seatTop + 50, w - armW * 0.8, baseBottom - seatTop - 50, 10, dk(c, 0.2), e),
  );
  // seat cushions: top surface + front face
  for (let i = 0; i < n; i++) {
    const cx = innerX + i * (cw + 8);
    parts.push(rect(cx - 2, seatTop - 10, cw + 4, 40, 14, lt(c, 0.13), e));
    parts.push(rect(cx, seatTop + 12, cw, 56, 14, c, e));
    parts.push(rect(cx + 8, seatTop + 58, cw - 16, 8, 4, dk(c, 0.1)));
  }
  // arms
  const armTop = seatTop - 70 - r() * 10;
  for (const ax of [x0, x1 - armW]) {
    parts.push(rect(ax, armTop, armW, baseBottom - armTop, 30, c, e));
    parts.push(rect(ax + 8, armTop + 6, armW - 16, 24, 12, lt(c, 0.14)));
    const innerSide = ax === x0 ? ax + armW - 14 : ax + 4;
    parts.push(rect(innerSide, armTop + 34, 10, baseBottom - armTop - 44, 5, dk(c, 0.08)));
  }
  // legs
  for (const lx of [x0 + 26, x1 - 46]) {
    parts.push(
      poly(
        [
          [lx, baseBottom],
          [lx + 20, baseBottom],
          [lx + 15, FLOOR],
          [lx + 6, FLOOR],
        ],
        wood,
      ),
    );
  }
  return { body: parts.join(''), shadow: w / 2 + 10 };
}

function chair(c: string, r: Rng): Drawing {
  const wood = pick(r, [...WOOD, METAL_DARK]);
  const e = edge(c);
  const sw = 250 + r() * 30; // seat front width
  const bw = sw * 0.78; // back width
  const seatBack = 405;
  const seatFront = 448;
  const backTop = 160 + r() * 40;
  const parts: string[] = [];
  // back legs (behind)
  parts.push(rect(400 - bw / 2 + 6, seatBack + 20, 13, FLOOR - 30 - seatBack - 20, 5, dk(wood, 0.25)));
  parts.push(rect(400 + bw / 2 - 19, seatBack + 20, 13, FLOOR - 30 - seatBack - 20, 5, dk(wood, 0.25)));
  // backrest
  const bx0 = 400 - bw / 2;
  const bx1 = 400 + bw / 2;
  parts.push(
    `<path d="M${f(bx0)},${seatBack + 10} L${f(bx0)},${f(backTop + 60)} Q${f(bx0)},${f(backTop)} ${f(bx0 + 60)},${f(backTop)} L${f(bx1 - 60)},${f(backTop)} Q${f(bx1)},${f(backTop)} ${f(bx1)},${f(backTop + 60)} L${f(bx1)},${seatBack + 10} Z" fill="${c}"${e}/>`,
  );
  // channel tufting
  for (let i = 1; i < 4; i++) {
    const x = bx0 + (bw * i) / 4;
    parts.push(line(x, backTop + 30, x, seatBack - 10, dk(c, 0.14), 4));
  }
  parts.push(rect(bx0 + 16, backTop + 12, bw - 32, 12, 6, lt(c, 0.14)));
  // seat top
  const sx0 = 400 - sw / 2;
  const sx1 = 400 + sw / 2;
  parts.push(
    poly(
      [
        [bx0 - 8, seatBack],
        [bx1 + 8, seatBack],
        [sx1, seatFront],
        [sx0, seatFront],
      ],
      lt(c, 0.1),
      e,
    ),
  );
  // seat front face
  parts.push(rect(sx0, seatFront - 6, sw, 40, 12, c, e));
  parts.push(rect(sx0 + 10, seatFront + 26, sw - 20, 6, 3, dk(c, 0.1)));
  // front legs, slightly splayed
  parts.push(
    poly(
      [
        [sx0 + 8, seatFront + 30],
        [sx0 + 28, seatFront + 30],
        [sx0 + 16, FLOOR],
        [sx0 + 2, FLOOR],
      ],
      wood,
    ),
  );
  parts.push(
    poly(
      [
        [sx1 - 28, seatFront + 30],
        [sx1 - 8, seatFront + 30],
        [sx1 - 2, FLOOR],
        [sx1 - 16, FLOOR],
      ],
      wood,
    ),
  );
  // stretcher
  parts.push(rect(sx0 + 18, 560, sw - 36, 7, 3, dk(wood, 0.15)));
  return { body: parts.join(''), shadow: sw / 2 + 30 };
}

function bed(c: string, r: Rng): Drawing {
  const e = edge(c);
  const hbTop = 215 + r() * 40;
  const hw = 460 + r() * 30;
  const hx0 = 400 - hw / 2;
  const sheet = '#f6f3ee';
  const blanket = luminance(c) > 0.7 ? mix(c, '#7d8a99', 0.35) : mix(c, '#ffffff', 0.55);
  const parts: string[] = [];
  // headboard
  parts.push(rect(hx0, hbTop, hw, 480 - hbTop, 26, c, e));
  parts.push(rect(hx0 + 14, hbTop + 12, hw - 28, 14, 7, lt(c, 0.14)));
  const tuft = r() < 0.5;
  if (tuft) {
    for (let row = 0; row < 3; row++) {
      for (let col = 0; col < 6; col++) {
        const x = hx0 + 45 + col * ((hw - 90) / 5) + (row % 2 ? ((hw - 90) / 10) * (col < 5 ? 1 : 0) : 0);
        const y = hbTop + 55 + row * 45;
        if (y < 420) parts.push(circle(x, y, 5, dk(c, 0.22)));
      }
    }
  } else {
    for (let i = 1; i < 7; i++) {
      const x = hx0 + (hw * i) / 7;
      parts.push(line(x, hbTop + 36, x, 430, dk(c, 0.14), 4));
    }
  }
  // mattress top (perspective)
  const backY = 450;
  const frontY = 540;
  parts.push(
    poly(
      [
        [hx0 + 20, backY],
        [hx0 + hw - 20, backY],
        [660, frontY],
        [140, frontY],
      ],
      sheet,
      ' stroke="#d9d3c8" stroke-width="2"',
    ),
  );
  // pillows
  const pw = (hw - 70) / 2;
  for (const px of [hx0 + 25, hx0 + 45 + pw]) {
    parts.push(rect(px, 398, pw, 72, 26, '#fbfaf8', ' stroke="#d6d0c6" stroke-width="2"'));
    parts.push(rect(px + 14, 452, pw - 28, 10, 5, '#ebe6de'));
  }
  // blanket over the front part
  const by = 478;
  const t = (by - backY) / (frontY - backY);
  const bxl = hx0 + 20 + (140 - hx0 - 20) * t;
  const bxr = hx0 + hw - 20 + (660 - hx0 - hw + 20) * t;
  parts.push(
    poly(
      [
        [bxl - 4, by],
        [bxr + 4, by],
        [668, frontY],
        [132, frontY],
      ],
      blanket,
    ),
  );
  parts.push(
    poly(
      [
        [bxl - 4, by],
        [bxr + 4, by],
        [bxr + 10, by + 14],
        [bxl - 10, by + 14],
      ],
      lt(blanket, 0.3),
    ),
  );
  // mattress front face + blanket hanging over it
  parts.push(rect(140, frontY, 520, 34, 6, '#ebe6dc'));
  parts.push(rect(132, frontY - 2, 536, 44, 10, blanket));
  parts.push(rect(132, frontY + 34, 536, 8, 4, dk(blanket, 0.1)));
  // frame
  parts.push(rect(118, 578, 564, 26, 8, c, e));
  parts.push(rect(118, 596, 564, 8, 4, dk(c, 0.18)));
  // legs
  for (const lx of [134, 650]) parts.push(rect(lx, 604, 16, FLOOR - 604, 3, dk(c, 0.35)));
  return { body: parts.join(''), shadow: 300 };
}

function cupboard(c: string, r: Rng): Drawing {
  const e = edge(c);
  const doors = r() < 0.5 ? 2 : 3;
  const w = doors === 2 ? 300 + r() * 30 : 380 + r() * 30;
  const x0 = 400 - w / 2;
  const top = 120 + r() * 20;
  const bottom = 588;
  const handle = luminance(c) > 0.55 ? '#5d5a55' : '#d8d3c8';
  const parts: string[] = [];
  parts.push(rect(x0 - 12, top - 22, w + 24, 26, 5, dk(c, 0.12), e));
  parts.push(rect(x0, top, w, bottom - top, 4, dk(c, 0.28), e));
  const drawerTop = bottom - 86;
  const dw = (w - 14 - (doors - 1) * 6) / doors;
  for (let i = 0; i < doors; i++) {
    const dx = x0 + 7 + i * (dw + 6);
    parts.push(rect(dx, top + 7, dw, drawerTop - top - 14, 3, c));
    parts.push(
      rect(
        dx + 16,
        top + 24,
        dw - 32,
        drawerTop - top - 48,
        3,
        'none',
        ` stroke="${dk(c, 0.12)}" stroke-width="3"`,
      ),
    );
    parts.push(rect(dx + 4, top + 10, 6, drawerTop - top - 24, 3, lt(c, 0.12)));
  }
  // handles: pairs meet in the middle of each door pair
  for (let i = 0; i < doors; i++) {
    const dx = x0 + 7 + i * (dw + 6);
    const onRight = i % 2 === 0 && i + 1 < doors;
    const hx = onRight ? dx + dw - 22 : dx + 14;
    parts.push(rect(hx, top + (drawerTop - top) * 0.42, 8, 70, 4, handle));
  }
  // drawers
  const drawers = 2;
  const drw = (w - 14 - (drawers - 1) * 6) / drawers;
  for (let i = 0; i < drawers; i++) {
    const dx = x0 + 7 + i * (drw + 6);
    parts.push(rect(dx, drawerTop, drw, bottom - drawerTop - 7, 3, c));
    parts.push(rect(dx + drw / 2 - 30, drawerTop + 30, 60, 8, 4, handle));
  }
  parts.push(rect(x0 + 4, bottom, w - 8, 12, 2, dk(c, 0.38)));
  for (const lx of [x0 + 14, x0 + w - 30])
    parts.push(rect(lx, bottom + 12, 16, FLOOR - bottom - 12, 3, dk(c, 0.45)));
  return { body: parts.join(''), shadow: w / 2 + 30 };
}

function tv(c: string, r: Rng): Drawing {
  const e = edge(c);
  const w = 480 + r() * 40;
  const h = (w * 9) / 16;
  const x0 = 400 - w / 2;
  const bottom = 468;
  const y0 = bottom - h;
  const wood = pick(r, ['#9a7654', '#7b5a3e', '#d9d2c6']);
  const hue = Math.floor(r() * 3);
  const screenA = ['#0f1c3a', '#10263a', '#1d1233'][hue]!;
  const screenB = ['#3c5fa8', '#2d8a8a', '#8a3f7a'][hue]!;
  const parts: string[] = [];
  // media console
  parts.push(rect(150, 520, 500, 80, 8, wood));
  parts.push(rect(150, 520, 500, 10, 4, lt(wood, 0.15)));
  for (let i = 0; i < 3; i++) {
    parts.push(rect(162 + i * 161, 540, 151, 50, 4, dk(wood, 0.08)));
    parts.push(rect(162 + i * 161 + 55, 562, 40, 6, 3, dk(wood, 0.35)));
  }
  for (const lx of [166, 618]) parts.push(rect(lx, 600, 16, FLOOR - 600, 3, dk(wood, 0.4)));
  // pedestal stand
  parts.push(rect(385, bottom, 30, 40, 4, dk(c, 0.1)));
  parts.push(rect(300, 506, 200, 14, 7, c, e));
  // tv body and screen
  parts.push(rect(x0, y0, w, h, 10, c, e));
  parts.push(rect(x0 + 12, y0 + 12, w - 24, h - 34, 4, 'url(#tvScreen)'));
  parts.push(
    `<defs><linearGradient id="tvScreen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${screenA}"/><stop offset="1" stop-color="${screenB}"/></linearGradient><clipPath id="tvClip"><rect x="${f(x0 + 12)}" y="${f(y0 + 12)}" width="${f(w - 24)}" height="${f(h - 34)}"/></clipPath></defs>`,
  );
  const sy = y0 + 12;
  const sh = h - 34;
  parts.push(
    `<g clip-path="url(#tvClip)"><path d="M${f(x0)},${f(sy + sh * 0.7)} C${f(x0 + w * 0.3)},${f(sy + sh * 0.45)} ${f(x0 + w * 0.6)},${f(sy + sh * 0.95)} ${f(x0 + w)},${f(sy + sh * 0.6)} L${f(x0 + w)},${f(sy + sh)} L${f(x0)},${f(sy + sh)} Z" fill="#ffffff" opacity="0.12"/><path d="M${f(x0)},${f(sy + sh * 0.85)} C${f(x0 + w * 0.35)},${f(sy + sh * 0.7)} ${f(x0 + w * 0.65)},${f(sy + sh * 1.05)} ${f(x0 + w)},${f(sy + sh * 0.78)} L${f(x0 + w)},${f(sy + sh)} L${f(x0)},${f(sy + sh)} Z" fill="#ffffff" opacity="0.1"/><polygon points="${f(x0 + w * 0.55)},${f(sy)} ${f(x0 + w * 0.75)},${f(sy)} ${f(x0 + w * 0.45)},${f(sy + sh)} ${f(x0 + w * 0.25)},${f(sy + sh)}" fill="#ffffff" opacity="0.06"/></g>`,
  );
  parts.push(circle(400, bottom - 11, 3, lt(c, 0.35)));
  return { body: parts.join(''), shadow: 270 };
}

function fridge(c: string, r: Rng): Drawing {
  const e = edge(c);
  const w = 270 + r() * 50;
  const x0 = 400 - w / 2;
  const top = 100 + r() * 20;
  const bottom = 606;
  const split = top + (bottom - top) * (0.3 + r() * 0.04);
  const handle = luminance(c) > 0.5 ? '#9aa1a9' : '#d5d9de';
  const parts: string[] = [];
  parts.push(rect(x0, top, w, bottom - top, 18, c, e));
  parts.push(rect(x0 + w - 16, top + 10, 10, bottom - top - 20, 5, dk(c, 0.07)));
  parts.push(rect(x0 + 8, top + 10, 8, bottom - top - 20, 4, lt(c, 0.16)));
  parts.push(rect(x0, split - 2, w, 5, 0, dk(c, 0.3)));
  parts.push(rect(x0 + 22, top + 20, 8, split - top - 60, 4, handle));
  parts.push(rect(x0 + 22, split + 22, 8, 130, 4, handle));
  parts.push(rect(x0 + w * 0.35, bottom - 26, w * 0.5, 8, 4, dk(c, 0.12)));
  for (const lx of [x0 + 16, x0 + w - 36])
    parts.push(rect(lx, bottom - 2, 20, FLOOR - bottom + 2, 3, '#3a3c40'));
  return { body: parts.join(''), shadow: w / 2 + 20 };
}

function speaker(c: string, r: Rng): Drawing {
  const e = edge(c);
  const w = 190 + r() * 30;
  const x0 = 400 - w / 2;
  const top = 150 + r() * 30;
  const bottom = 596;
  const parts: string[] = [];
  // side panel for depth
  parts.push(
    poly(
      [
        [x0 + w - 8, top + 4],
        [x0 + w + 34, top + 18],
        [x0 + w + 34, bottom - 4],
        [x0 + w - 8, bottom],
      ],
      dk(c, 0.2),
      e,
    ),
  );
  parts.push(rect(x0, top, w, bottom - top, 14, c, e));
  parts.push(rect(x0 + 8, top + 8, 8, bottom - top - 16, 4, lt(c, 0.14)));
  const cx = 400;
  // tweeter
  const ty = top + 58;
  parts.push(circle(cx, ty, 26, '#1e1f23'));
  parts.push(circle(cx, ty, 17, '#3a3c42'));
  parts.push(circle(cx - 4, ty - 4, 6, '#6d7079'));
  // woofers
  const rad = w * 0.33;
  for (const wy of [ty + 58 + rad, ty + 58 + rad * 3 + 22]) {
    parts.push(circle(cx, wy, rad + 6, dk(c, 0.25)));
    parts.push(circle(cx, wy, rad, '#1b1c20'));
    parts.push(circle(cx, wy, rad - 8, 'url(#cone)'));
    parts.push(circle(cx, wy, rad * 0.28, '#2f3136'));
    parts.push(circle(cx - rad * 0.07, wy - rad * 0.07, rad * 0.1, '#50535b'));
  }
  parts.push(
    '<defs><radialGradient id="cone" cx="0.45" cy="0.4" r="0.65"><stop offset="0" stop-color="#4a4c53"/><stop offset="1" stop-color="#16171a"/></radialGradient></defs>',
  );
  // bass port
  parts.push(rect(cx - 40, bottom - 40, 80, 16, 8, '#15161a'));
  // plinth + spikes
  parts.push(rect(x0 - 10, bottom, w + 50, 10, 4, '#2a2b2f'));
  for (const lx of [x0, x0 + w + 28])
    parts.push(
      poly(
        [
          [lx, bottom + 10],
          [lx + 12, bottom + 10],
          [lx + 6, FLOOR],
        ],
        '#55575c',
      ),
    );
  return { body: parts.join(''), shadow: w / 2 + 40 };
}

function fan(c: string, r: Rng): Drawing {
  const e = edge(c);
  const cy = 270 + r() * 20;
  const R = 165;
  const cage = luminance(c) > 0.6 ? '#8b9198' : '#aab0b7';
  const tilt = (r() - 0.5) * 20;
  const parts: string[] = [];
  // base
  parts.push(ellipse(400, FLOOR - 14, 120, 26, dk(c, 0.18), e));
  parts.push(ellipse(400, FLOOR - 22, 116, 22, c, e));
  parts.push(rect(380, FLOOR - 44, 40, 16, 6, dk(c, 0.1)));
  // pole
  parts.push(rect(392, cy + R - 20, 16, FLOOR - 40 - cy - R + 20, 6, '#c9ccd1'));
  parts.push(rect(388, cy + R + 30, 24, 30, 6, dk(c, 0.12)));
  // neck + motor housing behind the hub
  parts.push(rect(386, cy + 20, 28, R - 20, 10, dk(c, 0.12)));
  parts.push(circle(400, cy, 50, dk(c, 0.12)));
  // cage back ring
  parts.push(circle(400, cy, R, '#ffffff', ` fill-opacity="0.18" stroke="${cage}" stroke-width="6"`));
  // blades
  const blade = `<path d="M0,0 C30,-46 118,-92 142,-42 C160,0 90,24 0,0 Z" fill="${c}"${e}/>`;
  const bladeShade = `<path d="M0,0 C60,4 118,8 142,-42 C160,0 90,24 0,0 Z" fill="${dk(c, 0.12)}"/>`;
  for (const a of [0, 120, 240]) {
    parts.push(`<g transform="translate(400 ${f(cy)}) rotate(${f(a + tilt)})">${blade}${bladeShade}</g>`);
  }
  // cage grille
  for (let i = 0; i < 36; i++) {
    const a = (i / 36) * Math.PI * 2;
    parts.push(
      line(
        400 + Math.cos(a) * 34,
        cy + Math.sin(a) * 34,
        400 + Math.cos(a) * R,
        cy + Math.sin(a) * R,
        cage,
        2.2,
      ),
    );
  }
  parts.push(circle(400, cy, R * 0.45, 'none', ` stroke="${cage}" stroke-width="3"`));
  parts.push(circle(400, cy, R * 0.75, 'none', ` stroke="${cage}" stroke-width="3"`));
  parts.push(circle(400, cy, R, 'none', ` stroke="${dk(cage, 0.15)}" stroke-width="8"`));
  // hub
  parts.push(circle(400, cy, 34, c, e));
  parts.push(circle(400, cy, 20, lt(c, 0.25)));
  parts.push(circle(394, cy - 6, 6, '#ffffff', ' opacity="0.6"'));
  return { body: parts.join(''), shadow: 140 };
}

function lamp(c: string, r: Rng): Drawing {
  const e = edge(c);
  const wood = pick(r, [...WOOD, METAL_DARK, '#b8934f']);
  const shTop = 150 + r() * 20;
  const shBottom = shTop + 170 + r() * 20;
  const topW = 190 + r() * 30;
  const botW = 300 + r() * 30;
  const parts: string[] = [];
  parts.push(
    `<defs><radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffe6a3" stop-opacity="0.55"/><stop offset="1" stop-color="#ffe6a3" stop-opacity="0"/></radialGradient></defs>`,
  );
  parts.push(ellipse(400, shBottom + 40, 240, 130, 'url(#glow)'));
  // tripod legs
  const hub = shBottom + 40;
  parts.push(line(400, hub, 400, FLOOR - 20, dk(wood, 0.2), 12));
  parts.push(line(400, hub, 292, FLOOR, wood, 14));
  parts.push(line(400, hub, 508, FLOOR, wood, 14));
  parts.push(rect(392, shBottom - 20, 16, 70, 6, dk(wood, 0.1)));
  // shade
  parts.push(ellipse(400, shBottom, botW / 2, 16, '#fff3cf'));
  parts.push(
    poly(
      [
        [400 - topW / 2, shTop],
        [400 + topW / 2, shTop],
        [400 + botW / 2, shBottom],
        [400 - botW / 2, shBottom],
      ],
      c,
      e,
    ),
  );
  parts.push(
    poly(
      [
        [400 + topW / 2 - 40, shTop],
        [400 + topW / 2, shTop],
        [400 + botW / 2, shBottom],
        [400 + botW / 2 - 55, shBottom],
      ],
      dk(c, 0.08),
    ),
  );
  parts.push(
    poly(
      [
        [400 - topW / 2 + 12, shTop + 4],
        [400 - topW / 2 + 30, shTop + 4],
        [400 - botW / 2 + 40, shBottom - 4],
        [400 - botW / 2 + 16, shBottom - 4],
      ],
      lt(c, 0.14),
    ),
  );
  parts.push(rect(400 - topW / 2 - 2, shTop - 6, topW + 4, 10, 5, dk(c, 0.18)));
  parts.push(rect(400 - botW / 2 - 4, shBottom - 6, botW + 8, 10, 5, dk(c, 0.18)));
  return { body: parts.join(''), shadow: 140 };
}

function laptop(c: string, r: Rng): Drawing {
  const e = edge(c);
  const lw = 360 + r() * 30;
  const lx0 = 400 - lw / 2;
  const lidTop = 170;
  const hinge = 440;
  const deckFront = 548;
  const fw = lw + 150;
  const screen = pick(r, [
    ['#3a6bd1', '#9fd3f5'],
    ['#2c8a7d', '#bfe9c9'],
    ['#7a4bc2', '#f0b3d6'],
  ]);
  const parts: string[] = [];
  parts.push(
    `<defs><linearGradient id="wall" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${screen[0]}"/><stop offset="1" stop-color="${screen[1]}"/></linearGradient></defs>`,
  );
  // lid
  parts.push(rect(lx0, lidTop, lw, hinge - lidTop, 14, c, e));
  parts.push(rect(lx0 + 6, lidTop + 6, lw - 12, hinge - lidTop - 10, 10, '#141619'));
  const sx = lx0 + 18;
  const sy = lidTop + 20;
  const sw = lw - 36;
  const sh = hinge - lidTop - 38;
  parts.push(rect(sx, sy, sw, sh, 2, 'url(#wall)'));
  parts.push(
    `<path d="M${f(sx)},${f(sy + sh * 0.65)} C${f(sx + sw * 0.35)},${f(sy + sh * 0.35)} ${f(sx + sw * 0.65)},${f(sy + sh * 0.95)} ${f(sx + sw)},${f(sy + sh * 0.55)} L${f(sx + sw)},${f(sy + sh)} L${f(sx)},${f(sy + sh)} Z" fill="#ffffff" opacity="0.22"/>`,
  );
  parts.push(circle(400, lidTop + 12, 2.5, '#3b3f46'));
  // deck
  const bl: [number, number] = [lx0 - 6, hinge];
  const br: [number, number] = [lx0 + lw + 6, hinge];
  const fr: [number, number] = [400 + fw / 2, deckFront];
  const fl: [number, number] = [400 - fw / 2, deckFront];
  parts.push(poly([bl, br, fr, fl], c, e));
  parts.push(rect(fl[0], deckFront - 2, fw, 14, 7, dk(c, 0.16), e));
  parts.push(rect(400 - 36, deckFront, 72, 5, 2, dk(c, 0.3)));
  parts.push(rect(lx0 + 10, hinge - 4, lw - 20, 8, 4, dk(c, 0.3)));
  // keyboard: bilinear interpolation inside the deck trapezoid
  const at = (u: number, v: number): [number, number] => {
    const y = hinge + (deckFront - hinge) * v;
    const left = bl[0] + (fl[0] - bl[0]) * v;
    const right = br[0] + (fr[0] - br[0]) * v;
    return [left + (right - left) * u, y];
  };
  const keyCol = dk(c, 0.45);
  const rows = 5;
  const cols = 14;
  const k0 = 0.08;
  const k1 = 0.6;
  for (let row = 0; row < rows; row++) {
    const v0 = k0 + ((k1 - k0) * row) / rows;
    const v1 = v0 + ((k1 - k0) / rows) * 0.78;
    if (row === rows - 1) {
      parts.push(poly([at(0.34, v0), at(0.66, v0), at(0.66, v1), at(0.34, v1)], keyCol));
      continue;
    }
    for (let col = 0; col < cols; col++) {
      const u0 = 0.1 + (0.8 * col) / cols;
      const u1 = u0 + (0.8 / cols) * 0.82;
      parts.push(poly([at(u0, v0), at(u1, v0), at(u1, v1), at(u0, v1)], keyCol));
    }
  }
  parts.push(poly([at(0.36, 0.68), at(0.64, 0.68), at(0.645, 0.93), at(0.355, 0.93)], dk(c, 0.08)));
  return { body: parts.join(''), shadow: fw / 2 + 10 };
}

function washer(c: string, r: Rng): Drawing {
  const e = edge(c);
  const w = 300 + r() * 30;
  const x0 = 400 - w / 2;
  const top = 170 + r() * 20;
  const bottom = 604;
  const panelH = 74;
  const doorY = top + panelH + (bottom - top - panelH) * 0.48;
  const R = Math.min(w * 0.4, 128);
  const parts: string[] = [];
  parts.push(
    '<defs><radialGradient id="glass" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="#6d8aa3"/><stop offset="1" stop-color="#1f2d3a"/></radialGradient></defs>',
  );
  parts.push(rect(x0, top, w, bottom - top, 18, c, e));
  parts.push(rect(x0 + 8, top + 8, w - 16, panelH - 8, 10, lt(c, 0.1)));
  parts.push(rect(x0, top + panelH, w, 4, 0, dk(c, 0.16)));
  // detergent drawer, display, knob
  parts.push(
    rect(x0 + 20, top + 20, w * 0.3, 34, 5, dk(c, 0.06), ` stroke="${dk(c, 0.22)}" stroke-width="2"`),
  );
  parts.push(rect(x0 + 34, top + 32, w * 0.3 - 28, 6, 3, dk(c, 0.25)));
  parts.push(rect(400 - 34, top + 24, 68, 28, 6, '#1b2128'));
  parts.push(rect(400 - 24, top + 34, 20, 8, 2, '#5fd1c4'));
  parts.push(rect(400 + 2, top + 34, 20, 8, 2, '#5fd1c4'));
  const kx = x0 + w - 48;
  parts.push(circle(kx, top + 38, 24, '#c7ccd2', ` stroke="${dk(c, 0.3)}" stroke-width="2"`));
  parts.push(circle(kx, top + 38, 16, '#e4e7ea'));
  parts.push(line(kx, top + 38, kx, top + 24, '#6d747c', 4));
  // door
  parts.push(circle(400, doorY, R + 8, dk(c, 0.12)));
  parts.push(circle(400, doorY, R, '#d4d8dd', ' stroke="#9aa1a9" stroke-width="3"'));
  parts.push(circle(400, doorY, R * 0.78, '#8e969f'));
  parts.push(circle(400, doorY, R * 0.72, 'url(#glass)'));
  parts.push(
    `<path d="M${f(400 - R * 0.55)},${f(doorY - R * 0.1)} A${f(R * 0.56)},${f(R * 0.56)} 0 0 1 ${f(400 - R * 0.05)},${f(doorY - R * 0.55)}" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="8" stroke-linecap="round"/>`,
  );
  parts.push(rect(400 + R - 10, doorY - 22, 16, 44, 6, '#aeb5bd'));
  // kick plate + feet
  parts.push(rect(x0 + 12, bottom - 30, w - 24, 16, 6, dk(c, 0.08)));
  for (const lx of [x0 + 16, x0 + w - 36])
    parts.push(rect(lx, bottom - 2, 20, FLOOR - bottom + 2, 3, '#3a3c40'));
  return { body: parts.join(''), shadow: w / 2 + 24 };
}

function table(c: string, r: Rng): Drawing {
  const e = edge(c);
  const topY = 340 + r() * 20;
  const frontY = topY + 70;
  const thick = 26;
  const backW = 400 + r() * 40;
  const frontW = backW + 170;
  const legC = r() < 0.35 ? METAL_DARK : dk(c, 0.1);
  const parts: string[] = [];
  const bx0 = 400 - backW / 2;
  const bx1 = 400 + backW / 2;
  const fx0 = 400 - frontW / 2;
  const fx1 = 400 + frontW / 2;
  // back legs
  for (const lx of [bx0 + 20, bx1 - 38])
    parts.push(rect(lx, topY + 10, 18, FLOOR - 58 - topY, 4, dk(legC, 0.22)));
  // top surface
  parts.push(
    poly(
      [
        [bx0, topY],
        [bx1, topY],
        [fx1, frontY],
        [fx0, frontY],
      ],
      c,
      e,
    ),
  );
  // wood grain / highlight
  for (let i = 1; i < 4; i++) {
    const t = i / 4;
    parts.push(
      line(
        bx0 + (fx0 - bx0) * t + 60,
        topY + (frontY - topY) * t,
        bx1 + (fx1 - bx1) * t - 120,
        topY + (frontY - topY) * t,
        lt(c, 0.08),
        2,
        ' opacity="0.8"',
      ),
    );
  }
  parts.push(
    poly(
      [
        [bx0 + 30, topY + 6],
        [bx0 + 140, topY + 6],
        [fx0 + 130, frontY - 6],
        [fx0 + 30, frontY - 6],
      ],
      lt(c, 0.1),
      ' opacity="0.6"',
    ),
  );
  // front edge
  parts.push(rect(fx0, frontY - 2, frontW, thick, 5, dk(c, 0.18), e));
  // apron
  parts.push(rect(fx0 + 30, frontY + thick - 2, frontW - 60, 18, 2, dk(c, 0.3)));
  // front legs
  for (const lx of [fx0 + 22, fx1 - 48])
    parts.push(rect(lx, frontY + thick - 4, 26, FLOOR - frontY - thick + 4, 4, legC, e));
  return { body: parts.join(''), shadow: frontW / 2 + 10 };
}

const DRAWERS: Record<ArtKind, (c: string, r: Rng) => Drawing> = {
  sofa,
  chair,
  bed,
  cupboard,
  tv,
  fridge,
  speaker,
  fan,
  lamp,
  laptop,
  washer,
  table,
};

const BACKGROUNDS = ['#f4f1ea', '#eef1f4', '#f1f0ed', '#edf2ee', '#f5efec', '#f2efe6'];

/**
 * Draws a flat catalog-style product illustration as a standalone SVG string.
 * `color` is a CSS hex colour used for the main surfaces of the item.
 */
export function drawProductSvg(
  kind: ArtKind,
  color: string,
  options: { size?: number; seed?: number } = {},
): string {
  const size = options.size ?? 800;
  const seed = options.seed ?? 0;
  const r = mulberry32(seed * 2654435761 + 97);
  const c = toHex(parseHex(color));
  // the background depends on the seed only; light products get an outline instead (see edge())
  const bg = BACKGROUNDS[Math.floor(r() * BACKGROUNDS.length)] ?? BACKGROUNDS[0]!;
  const bgBottom = mix(bg, '#8c8478', 0.12);
  const drawer = DRAWERS[kind] ?? sofa;
  const drawing = drawer(c, r);
  const glowX = 0.35 + r() * 0.3;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 800 800">`,
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lt(bg, 0.25)}"/><stop offset="0.72" stop-color="${bg}"/><stop offset="1" stop-color="${bgBottom}"/></linearGradient>`,
    `<radialGradient id="light" cx="${f(glowX)}" cy="0.38" r="0.55"><stop offset="0" stop-color="#ffffff" stop-opacity="0.65"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>`,
    '<radialGradient id="shadow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#000000" stop-opacity="0.28"/><stop offset="0.6" stop-color="#000000" stop-opacity="0.12"/><stop offset="1" stop-color="#000000" stop-opacity="0"/></radialGradient>',
    '</defs>',
    '<rect width="800" height="800" fill="url(#bg)"/>',
    '<rect width="800" height="800" fill="url(#light)"/>',
    ellipse(400, FLOOR, drawing.shadow + 30, 26, 'url(#shadow)'),
    drawing.body,
    '</svg>',
  ].join('');
}
