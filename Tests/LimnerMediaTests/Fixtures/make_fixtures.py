#!/usr/bin/env python3
"""Writes the PNG decoder fixtures with an encoder independent of libpng.

Plain Python 3 (zlib + struct): every chunk, filter byte and Adam7 pass is written
by hand. Beside each `NAME.png` it writes `NAME.rgba`, the straight-alpha RGBA8
pixels (row-major, no padding) a viewer shows for the file: 16-bit samples map to
round(v / 257), gray expands to R = G = B, palette and tRNS entries are looked up,
and low bit depths are scaled to 0...255. The Swift tests premultiply these and
compare them with the decoder's output exactly.

Run from anywhere: python3 make_fixtures.py  (the output is deterministic).
"""
import os
import struct
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))

# Colour types.
GRAY, RGB, PALETTE, GRAY_ALPHA, RGBA = 0, 2, 3, 4, 6
CHANNELS = {GRAY: 1, RGB: 3, PALETTE: 1, GRAY_ALPHA: 2, RGBA: 4}

# Adam7: (x start, y start, x step, y step) for each pass.
ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4),
         (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]


def chunk(kind, body):
    crc = zlib.crc32(kind + body) & 0xFFFFFFFF
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", crc)


def pack_row(samples, depth):
    """Packs one row of samples (already flattened across channels) at `depth` bits."""
    if depth == 8:
        return bytes(samples)
    if depth == 16:
        return b"".join(struct.pack(">H", s) for s in samples)
    out, acc, bits = bytearray(), 0, 0
    for s in samples:
        acc = (acc << depth) | s
        bits += depth
        if bits == 8:
            out.append(acc)
            acc, bits = 0, 0
    if bits:
        out.append(acc << (8 - bits))
    return bytes(out)


def filter_row(row, prev, bpp, kind):
    """Applies PNG filter `kind` (0..4) so the decoder has to undo every filter."""
    out = bytearray([kind])
    for i, x in enumerate(row):
        a = row[i - bpp] if i >= bpp else 0
        b = prev[i] if prev else 0
        c = prev[i - bpp] if prev and i >= bpp else 0
        if kind == 0:
            pred = 0
        elif kind == 1:
            pred = a
        elif kind == 2:
            pred = b
        elif kind == 3:
            pred = (a + b) // 2
        else:
            p = a + b - c
            pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
            pred = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
        out.append((x - pred) & 0xFF)
    return bytes(out)


def raw_image(pixels, width, height, ctype, depth, interlaced):
    """The filtered scanlines (before zlib) for `pixels[y][x]` = tuple of samples."""
    bpp = max(1, CHANNELS[ctype] * depth // 8)
    passes = ADAM7 if interlaced else [(0, 0, 1, 1)]
    out, n = bytearray(), 0
    for x0, y0, dx, dy in passes:
        xs = list(range(x0, width, dx))
        if not xs:
            continue
        prev = None
        for y in range(y0, height, dy):
            flat = [s for x in xs for s in pixels[y][x]]
            row = pack_row(flat, depth)
            out += filter_row(row, prev, bpp, n % 5)
            prev, n = row, n + 1
    return bytes(out)


def png(width, height, ctype, depth, pixels, interlaced=False, extra=(), split_idat=False):
    ihdr = struct.pack(">IIBBBBB", width, height, depth, ctype, 0, 0, 1 if interlaced else 0)
    data = zlib.compress(raw_image(pixels, width, height, ctype, depth, interlaced), 9)
    out = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr)
    for kind, body in extra:
        out += chunk(kind, body)
    if split_idat:
        for i in range(0, len(data), 7):
            out += chunk(b"IDAT", data[i:i + 7])
    else:
        out += chunk(b"IDAT", data)
    return out + chunk(b"IEND", b"")


def to8(v, depth):
    """What a viewer shows for a `depth`-bit sample, as 8 bits."""
    if depth == 16:
        return (v * 255 + 32767) // 65535  # round(v / 257)
    return v * 255 // ((1 << depth) - 1)


def write(name, data, rgba):
    with open(os.path.join(HERE, name + ".png"), "wb") as f:
        f.write(data)
    if rgba is None:
        return
    with open(os.path.join(HERE, name + ".rgba"), "wb") as f:
        f.write(bytes(c for px in rgba for c in px))


def sample(x, y, c, maxv, seed):
    """A deterministic pattern that spreads over 0...maxv, reaches both ends, and (for
    16-bit) sits on both sides of the round(v / 257) boundaries."""
    h = (x * 37 + y * 101 + c * 53 + seed * 29 + x * y * 7 + 1) * 2654435761 & 0xFFFFFFFF
    v = h * (maxv + 1) >> 32
    if (x + y + c) % 11 == 0:
        v = maxv
    if (x * 3 + y + c) % 13 == 0:
        v = 0
    if maxv == 65535 and (x + 2 * y + c) % 3 == 0:
        v = 257 * (v // 257 % 255) + (128 if (x + c) % 2 else 129)
    return v


def direct(name, width, height, ctype, depth, interlaced=False, extra=(), split_idat=False,
           trns=None, seed=0, expected=True, exponent=None):
    maxv = (1 << depth) - 1
    ch = CHANNELS[ctype]
    px = [[tuple(sample(x, y, c, maxv, seed) for c in range(ch)) for x in range(width)]
          for y in range(height)]
    rgba = []
    for row in px:
        for s in row:
            if ctype == GRAY:
                g = to8(s[0], depth)
                a = 0 if trns is not None and s[0] == trns[0] else 255
                rgba.append((g, g, g, a))
            elif ctype == GRAY_ALPHA:
                g = to8(s[0], depth)
                rgba.append((g, g, g, to8(s[1], depth)))
            elif ctype == RGB:
                a = 0 if trns is not None and tuple(s) == tuple(trns) else 255
                rgba.append((to8(s[0], depth), to8(s[1], depth), to8(s[2], depth), a))
            elif exponent:
                rgba.append(tuple(round(255 * (v / maxv) ** exponent) for v in s[:3])
                            + (to8(s[3], depth),))
            else:
                rgba.append(tuple(to8(v, depth) for v in s))
    chunks = list(extra)
    if trns is not None:
        fmt = ">" + "H" * len(trns)
        chunks.append((b"tRNS", struct.pack(fmt, *trns)))
    write(name, png(width, height, ctype, depth, px, interlaced, chunks, split_idat),
          rgba if expected else None)


def palette(name, width, height, depth, entries, alphas, interlaced=False):
    n = len(entries)
    px = [[((x * 5 + y * 3 + x * y) % n,) for x in range(width)] for y in range(height)]
    plte = b"".join(bytes(e) for e in entries)
    extra = [(b"PLTE", plte)]
    if alphas:
        extra.append((b"tRNS", bytes(alphas)))
    rgba = []
    for row in px:
        for (i,) in row:
            a = alphas[i] if i < len(alphas) else 255
            rgba.append(tuple(entries[i]) + (a,))
    write(name, png(width, height, PALETTE, depth, px, interlaced, extra), rgba)


SRGB = [(b"sRGB", b"\x00")]
GAMA_22 = [(b"gAMA", struct.pack(">I", 45455))]


def gamma_linear(name, width, height):
    """An 8-bit RGB file with gAMA 1.0: the decoder converts it to sRGB (power 1/2.2)."""
    px = [[tuple(sample(x, y, c, 255, 20) for c in range(3)) for x in range(width)]
          for y in range(height)]
    rgba = [tuple(round(255 * (v / 255) ** (1 / 2.2)) for v in s) + (255,)
            for row in px for s in row]
    extra = [(b"gAMA", struct.pack(">I", 100000))]
    write(name, png(width, height, RGB, 8, px, False, extra), rgba)


def compression_edge(name, width, height):
    """An all-black 1-bit gray image: zlib compresses it close to deflate's 1032:1
    limit, so it checks that the decoder's truncation bound never rejects a valid file.
    No .rgba beside it (it would be 16 MB); every pixel is opaque black."""
    raw = b"".join(b"\x00" + bytes((width + 7) // 8) for _ in range(height))
    ihdr = struct.pack(">IIBBBBB", width, height, 1, GRAY, 0, 0, 0)
    data = (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr)
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))
    with open(os.path.join(HERE, name + ".png"), "wb") as f:
        f.write(data)


def main():
    direct("rgb8_srgb", 13, 9, RGB, 8, extra=SRGB, seed=1)
    direct("rgba8", 13, 9, RGBA, 8, seed=2)
    direct("rgba8_gama22_split_idat", 11, 7, RGBA, 8, extra=GAMA_22, split_idat=True, seed=3)
    direct("rgb16", 13, 9, RGB, 16, seed=4)
    direct("rgba16", 13, 9, RGBA, 16, seed=5)
    direct("rgba16_srgb", 9, 6, RGBA, 16, extra=SRGB, seed=6)
    direct("gray1", 17, 5, GRAY, 1, seed=7)
    direct("gray2", 15, 5, GRAY, 2, seed=8)
    direct("gray4", 13, 5, GRAY, 4, seed=9)
    direct("gray8", 13, 9, GRAY, 8, seed=10)
    direct("gray16", 13, 9, GRAY, 16, seed=11)
    direct("gray8_trns", 13, 9, GRAY, 8, trns=(sample(0, 1, 0, 255, 12),), seed=12)
    direct("rgb8_trns", 13, 9, RGB, 8, trns=tuple(sample(2, 3, c, 255, 13) for c in range(3)),
           seed=13)
    direct("graya8", 13, 9, GRAY_ALPHA, 8, seed=14)
    direct("graya16", 13, 9, GRAY_ALPHA, 16, seed=15)
    direct("rgba8_adam7", 13, 11, RGBA, 8, interlaced=True, seed=16)
    direct("rgb16_adam7", 13, 11, RGB, 16, interlaced=True, seed=17)
    direct("rgba16_adam7", 13, 11, RGBA, 16, interlaced=True, seed=21)
    direct("rgb16_srgb_adam7", 13, 11, RGB, 16, interlaced=True, extra=SRGB, seed=22)
    direct("graya16_gama22_adam7", 9, 9, GRAY_ALPHA, 16, interlaced=True, extra=GAMA_22, seed=23)
    # Same pixels, gAMA 1.0, plain and interlaced: the decoder converts both to sRGB
    # (libpng for the first, LimnerMedia's 16-bit interlaced path for the second).
    # Their .rgba holds the exact conversion, v^(1/2.2) (libpng's power law for sRGB).
    linear = [(b"gAMA", struct.pack(">I", 100000))]
    direct("rgba16_gama10", 13, 11, RGBA, 16, extra=linear, seed=24, exponent=1 / 2.2)
    direct("rgba16_gama10_adam7", 13, 11, RGBA, 16, interlaced=True, extra=linear, seed=24,
           exponent=1 / 2.2)
    direct("gray2_adam7", 10, 10, GRAY, 2, interlaced=True, seed=18)
    direct("rgba8_1x1_adam7", 1, 1, RGBA, 8, interlaced=True, seed=19)
    gamma_linear("rgb8_gama10", 8, 4)
    compression_edge("gray1_black_2000", 2000, 2000)
    entries = [((i * 71) % 256, (i * 149 + 30) % 256, (255 - i * 23) % 256) for i in range(16)]
    palette("palette8_trns", 13, 9, 8, entries, [0, 255, 128, 1, 254, 64, 200])
    palette("palette4", 13, 9, 4, entries, [])
    palette("palette2_trns", 14, 6, 2, entries[:4], [10, 255, 0])
    palette("palette8_trns_adam7", 13, 11, 8, entries, [0, 90, 255, 33], interlaced=True)


if __name__ == "__main__":
    main()
