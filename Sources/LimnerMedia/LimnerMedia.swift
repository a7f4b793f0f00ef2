// LimnerMedia: reading and writing images: PNG read through libpng 1.6 and written with libdeflate.
//
// Stages:
// 1. Decode (`PNGDecoder`): libpng's simplified API reads the header; the size is
//    checked against the decoder's byte limit and against what the input could possibly
//    hold (deflate expands at most 1032:1) before any pixel memory is allocated; then
//    libpng expands every PNG kind (1–16 bits, gray, gray+alpha, RGB, RGBA, palette with
//    tRNS, Adam7) to straight-alpha 8-bit sRGB RGBA directly into the pixmap's storage,
//    which is premultiplied in place. Two departures from plain libpng use:
//    - 16-bit Adam7 files are read as 16-bit and reduced in Swift, because libpng's
//      16-to-8-bit simplified path is broken for them (issue #853; a heap overflow,
//      CVE-2025-65018, before 1.6.51). See PNGDecoder+Interlaced16.swift.
//    - A complete IEND chunk is required (`PNGChunkLayout`): the simplified reader stops
//      after the last row, so it would accept a file cut short after its pixels.
// 2. Encode (`PNGEncoder`, written by `PNGWriter`, not libpng): the pixmap is
//    un-premultiplied to straight-alpha RGBA8 (or RGB8 when the caller says it is opaque),
//    row by row into one buffer of filtered rows, which libdeflate compresses in one call;
//    the chunks (signature, IHDR, sRGB, IDAT, IEND, each CRC by libdeflate) are written
//    here, because libpng streams through zlib and cannot use libdeflate.
// 3. Conveniences on `Pixmap`: `init(pngData:)`, `pngData()`, `init(contentsOfPNGFile:)`,
//    `writePNG(to:)`; `PNG` is a namespace for the same operations.
// 4. Animations (Animation/): `AnimationWriter` takes frames in order and writes GIF
//    (`GIFAnimationEncoder`: libimagequant palettes, giflib, frame differencing), APNG, MP4
//    and WebM (`FFmpegProcess`: the ffmpeg program, raw frames on its stdin) or a PNG
//    sequence, always to a temporary name renamed on success; `AnimationExport` renders
//    frames on several threads through a bounded window and feeds a writer in order;
//    `AnimationTiming` holds frame times (k / fps) and limits; `GIFDecoder` reads GIFs back.
//    Encoders know frames and frame rates, never views or clocks.
//
// Invariants:
// - No libpng longjmp ever crosses a Swift frame: only the simplified `png_image_*`
//   functions are called, and they catch libpng's errors internally, returning 0 with
//   the message in `png_image.message`. Every failure becomes a thrown `PNGError`.
// - Colour: output is sRGB-encoded 8-bit. 16-bit samples become round(v / 257) — the
//   value viewers show — because `PNG_IMAGE_FLAG_16BIT_sRGB` tells libpng that 16-bit
//   files without gAMA/sRGB/iCCP are sRGB-encoded (its own default would call them
//   linear and brighten them). Files with a gAMA chunk are converted from that gamma to
//   sRGB, as browsers do; gAMA 1/2.2 and the sRGB chunk need no conversion, so 8-bit
//   sRGB files decode byte-exactly. (libpng's 16-bit gamma tables drop low bits, so a
//   16-bit file with a non-sRGB gAMA can come out a few levels dark in deep shadows.)
// - Memory: nothing pixel-sized is allocated before the size checks pass. 16-bit Adam7
//   files need a temporary buffer twice the pixmap's size.
import LimnerRaster
// The rasterizer names the image files' API uses (not the whole engine: see
// Sources/LimnerGraphics/EngineNames.swift).
@_exported import struct LimnerRaster.Pixmap
@_exported import enum LimnerRaster.PixmapError
@_exported import struct LimnerRaster.RGBAColor
