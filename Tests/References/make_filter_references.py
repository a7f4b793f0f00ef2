#!/usr/bin/env python3
"""References for the image-sampling and filter goldens (Tests/LimnerGoldenTests/FilterGoldenTests.swift).

Writes, under Tests/References/filters/:
  inputs/<name>.rgba   the input pictures, raw premultiplied RGBA8 ("LMRGBA01", width and
                       height as UInt32 LE, then the pixels), so Limner and the references
                       start from exactly the same pixels;
  scenes.json          every scene: kind, parameters, and its references with tolerances;
  expected/<ref>.png   the references.

Where the references come from:
  image-*     Skia: a canvas-aligned rectangle filled with an image shader (nearest = kNearest,
              bilinear = kLinear, cubic = CubicResampler.Mitchell(); decal / clamp / repeat
              tile modes; the paint's alpha and blend mode for opacity and blending).
  image-shrink-highQuality
              numpy: Limner's `highQuality` minification has no Skia equivalent (Skia's cubic
              ignores mipmaps, and its mipmap levels are built differently), so the reference
              follows the documented definition: the image halved k = ⌊log₂ shrink⌋ times with
              rounded 2×2 box averages (last row/column repeated when odd), then bilinear
              sampling with decal taps, in float64.
  blur-*      two references. `exact`: numpy, the sampled Gaussian exp(−k²/2σ²) over
              |k| ≤ ⌈4σ⌉, normalised, applied separably in float64 with transparent
              surroundings (the definition, independent of Limner's ⌈3σ⌉ truncation and of
              its box approximation). `skia`: ImageFilters.Blur(σ, σ, kDecal), itself an
              approximation for larger σ, so its tolerance is wider.
  shadow-*    numpy from the recipe stated here: the source alpha (for
              inner shadows, its inverse, opaque outside) times the colour, blurred with the
              exact Gaussian above, offset; a drop shadow goes below the source (source-over),
              an inner one above it with source-atop. Drop shadows also get a Skia reference
              (ImageFilters.DropShadow). Skia has no inner-shadow filter.
  color-*     Skia's ColorFilters.Matrix applied to the picture, with the 4×5 matrix computed
              here from the formulas of the W3C Filter Effects spec
              (hue-rotate, saturate, CIColorControls-style brightness, contrast, grayscale,
              invert, multiply, luminanceToAlpha). The Swift test builds its matrices with
              Limner's own constructors, so both the constants and the application are checked.
              alphaThreshold has no Skia equivalent: numpy, from its definition.

Usage: .venv/bin/python Tests/References/make_filter_references.py  (needs skia-python, numpy)
"""
import json
import math
import pathlib
import struct

import numpy as np
import skia

HERE = pathlib.Path(__file__).resolve().parent / "filters"


# ------------------------------------------------------------------------------------------
# Inputs

def premultiply(rgb, alpha):
    a8 = np.round(np.clip(alpha, 0, 1) * 255)
    out = np.empty(alpha.shape + (4,), np.uint8)
    out[..., :3] = np.round(np.clip(rgb, 0, 1) * a8[..., None])
    out[..., 3] = a8
    return out


def photo():
    """40×32: gradient, an opaque disc, a translucent band, a transparent hole, hard edges."""
    h, w = 32, 40
    y, x = np.mgrid[0:h, 0:w].astype(np.float64) + 0.5
    rgb = np.stack([x / w, 0.2 + 0.6 * y / h, 1 - 0.8 * x / w], axis=-1)
    alpha = np.ones((h, w))
    disc = (x - 12) ** 2 + (y - 20) ** 2 < 49
    rgb[disc] = (0.95, 0.8, 0.1)
    band = (y > 4) & (y < 10)
    rgb[band] = (0.9, 0.1, 0.3)
    alpha[band] = 0.55
    hole = (x - 30) ** 2 + (y - 22) ** 2 < 25
    alpha[hole] = 0
    checker = ((x.astype(int) // 4 + y.astype(int) // 4) % 2 == 0) & (x > 24) & (y < 14)
    rgb[checker] = (0.05, 0.05, 0.05)
    return premultiply(rgb, alpha)


def shapes():
    """48×48 for blurs: an opaque block on the left and top edges, a translucent disc, a line."""
    n = 48
    y, x = np.mgrid[0:n, 0:n].astype(np.float64) + 0.5
    rgb = np.zeros((n, n, 3))
    alpha = np.zeros((n, n))
    block = (x < 14) & (y < 20)
    rgb[block] = (0.1, 0.3, 0.9)
    alpha[block] = 1
    disc = (x - 32) ** 2 + (y - 30) ** 2 < 121
    rgb[disc] = (1, 0.5, 0)
    alpha[disc] = 0.7
    line = (np.abs(x - y - 10) < 1) & (x > 20)
    rgb[line] = (1, 1, 1)
    alpha[line] = 1
    edge = (x > 44) & (y > 10) & (y < 40)
    rgb[edge] = (0.2, 0.8, 0.2)
    alpha[edge] = 1
    return premultiply(rgb, alpha)


def badge():
    """32×32 for shadows: an opaque rounded square with a translucent corner notch."""
    n = 32
    y, x = np.mgrid[0:n, 0:n].astype(np.float64) + 0.5
    rgb = np.zeros((n, n, 3))
    alpha = np.zeros((n, n))
    cx = np.clip(x, 8, 24)
    cy = np.clip(y, 8, 24)
    inside = (x - cx) ** 2 + (y - cy) ** 2 < 16
    inside &= (x > 4) & (x < 28) & (y > 4) & (y < 28)
    rgb[inside] = (0.2, 0.5, 0.95)
    alpha[inside] = 1
    notch = inside & (x > 20) & (y > 20)
    alpha[notch] = 0.5
    return premultiply(rgb, alpha)


INPUTS = {"photo": photo, "shapes": shapes, "badge": badge}


def write_raw(path, img):
    h, w = img.shape[:2]
    path.write_bytes(b"LMRGBA01" + struct.pack("<II", w, h) + img.tobytes())


def skia_image(img):
    return skia.Image.fromarray(np.ascontiguousarray(img), colorType=skia.ColorType.kRGBA_8888_ColorType,
                                alphaType=skia.AlphaType.kPremul_AlphaType)


def new_surface(w, h):
    return skia.Surface.MakeRaster(skia.ImageInfo.Make(w, h, skia.ColorType.kRGBA_8888_ColorType,
                                                       skia.AlphaType.kPremul_AlphaType))


def read_surface(surface):
    info = surface.imageInfo()
    out = np.zeros((info.height(), info.width(), 4), np.uint8)
    surface.readPixels(info, out)
    return out


def save_png(path, premul):
    skia_image(premul).save(str(path), skia.kPNG)


# ------------------------------------------------------------------------------------------
# Affine transforms as [a, b, c, d, tx, ty] (x' = a·x + c·y + tx, y' = b·x + d·y + ty)

def mat(t):
    a, b, c, d, tx, ty = t
    return np.array([[a, c, tx], [b, d, ty], [0, 0, 1]], np.float64)


def compose(*ts):
    """compose(A, B, C) applies C first, then B, then A (like A·B·C)."""
    m = np.eye(3)
    for t in ts:
        m = m @ mat(t)
    return [m[0, 0], m[1, 0], m[0, 1], m[1, 1], m[0, 2], m[1, 2]]


def T(x, y): return [1, 0, 0, 1, x, y]
def S(x, y=None): return [x, 0, 0, x if y is None else y, 0, 0]
def R(deg):
    r = math.radians(deg)
    return [math.cos(r), math.sin(r), -math.sin(r), math.cos(r), 0, 0]


# ------------------------------------------------------------------------------------------
# Exact Gaussian and numpy filters

def gaussian_kernel(sigma):
    r = int(math.ceil(4 * sigma))
    k = np.exp(-np.arange(-r, r + 1) ** 2 / (2 * sigma * sigma))
    return k / k.sum(), r


def blur_exact(img, sigma, pad):
    """Premultiplied float64 image blurred with transparent surroundings, grown by `pad`."""
    h, w = img.shape[:2]
    k, r = gaussian_kernel(sigma)
    m = pad + r
    big = np.zeros((h + 2 * m, w + 2 * m, 4))
    big[m:m + h, m:m + w] = img
    rows = np.zeros_like(big)
    for i, wk in enumerate(k):
        rows[:, r:-r or None] += wk * big[:, i:i + big.shape[1] - 2 * r]
    cols = np.zeros_like(big)
    for i, wk in enumerate(k):
        cols[r:-r or None, :] += wk * rows[i:i + big.shape[0] - 2 * r, :]
    return cols[r:r + h + 2 * pad, r:r + w + 2 * pad]


def quantize(f):
    out = np.floor(np.clip(f, 0, 255) + 0.5)
    out[..., :3] = np.minimum(out[..., :3], out[..., 3:4])
    return out.astype(np.uint8)


def source_over(s, d):
    return s + d * (1 - s[..., 3:4] / 255)


def source_atop(s, d):
    return s * (d[..., 3:4] / 255) + d * (1 - s[..., 3:4] / 255)


def shadow_numpy(src, canvas, at, color, sigma, offset, inner):
    """The documented shadow recipe on a canvas-sized float image (see the module doc)."""
    cw, ch = canvas
    h, w = src.shape[:2]
    s = np.zeros((ch, cw, 4))
    s[at[1]:at[1] + h, at[0]:at[0] + w] = src
    tint = np.array([color[0] * color[3], color[1] * color[3], color[2] * color[3], color[3]]) * 255
    alpha = s[..., 3] / 255
    if inner:
        alpha = 1 - alpha
    pad = int(math.ceil(4 * sigma)) + abs(offset[0]) + abs(offset[1]) + 2
    a = np.pad(alpha, pad, constant_values=1.0 if inner else 0.0)
    tinted = a[..., None] * tint
    if sigma > 0:
        k, r = gaussian_kernel(sigma)
        tinted = np.apply_along_axis(lambda v: np.convolve(v, k, mode="same"), 1, tinted)
        tinted = np.apply_along_axis(lambda v: np.convolve(v, k, mode="same"), 0, tinted)
    dx, dy = offset
    shadow = tinted[pad - dy:pad - dy + ch, pad - dx:pad - dx + cw]
    if inner:
        out = source_atop(shadow, s)
        mask = np.zeros((ch, cw, 1))
        mask[at[1]:at[1] + h, at[0]:at[0] + w] = 1
        return out * mask
    return source_over(s, shadow)


# ------------------------------------------------------------------------------------------
# Colour matrices from the documented formulas (rows r, g, b, a; columns R, G, B, A, bias)

def rgb_matrix(m3, bias=0.0):
    m = np.zeros((4, 5))
    m[:3, :3] = np.array(m3).reshape(3, 3)
    m[:3, 4] = bias
    m[3, 3] = 1
    return m


def hue_rotation(deg):
    t = math.radians(deg)
    L = np.array([[0.213, 0.715, 0.072]] * 3)
    C = np.array([[0.787, -0.715, -0.072], [-0.213, 0.285, -0.072], [-0.213, -0.715, 0.928]])
    Sm = np.array([[-0.213, -0.715, 0.928], [0.143, 0.140, -0.283], [-0.787, 0.715, 0.072]])
    return rgb_matrix(L + math.cos(t) * C + math.sin(t) * Sm)


def saturation(s):
    L = np.array([[0.213, 0.715, 0.072]] * 3)
    return rgb_matrix(L + s * (np.eye(3) - L))


def grayscale(a):
    L = np.array([[0.2126, 0.7152, 0.0722]] * 3)
    a = min(max(a, 0), 1)
    return rgb_matrix(L + (1 - a) * (np.eye(3) - L))


def color_matrix_for(spec):
    f, v = spec["filter"], spec.get("amount")
    if f == "colorMatrix": return np.array(spec["matrix"], np.float64)
    if f == "hueRotation": return hue_rotation(v)
    if f == "saturation": return saturation(v)
    if f == "brightness": return rgb_matrix(np.eye(3), v)
    if f == "contrast": return rgb_matrix(v * np.eye(3), 0.5 * (1 - v))
    if f == "grayscale": return grayscale(v)
    if f == "colorInvert": return rgb_matrix((1 - 2 * v) * np.eye(3), v)
    if f == "colorMultiply":
        m = np.zeros((4, 5))
        m[0, 0], m[1, 1], m[2, 2], m[3, 3] = spec["color"]
        return m
    if f == "luminanceToAlpha":
        m = np.zeros((4, 5))
        m[3, :3] = (0.2125, 0.7154, 0.0721)
        return m
    raise ValueError(f)


def halve(img):
    h, w = img.shape[:2]
    a = img.astype(np.int64)
    ys = np.minimum(np.arange(0, h, 2)[:, None] + np.array([0, 1]), h - 1)
    xs = np.minimum(np.arange(0, w, 2)[:, None] + np.array([0, 1]), w - 1)
    s = (a[ys[:, 0]][:, xs[:, 0]] + a[ys[:, 0]][:, xs[:, 1]] + a[ys[:, 1]][:, xs[:, 0]] + a[ys[:, 1]][:, xs[:, 1]])
    return ((s + 2) >> 2).astype(np.uint8)


def render_high_quality_shrink(scene, src):
    w, h = scene["canvas"]
    m = np.linalg.inv(mat(scene["transform"]))          # device → image
    shrink = math.sqrt(abs(np.linalg.det(m[:2, :2])))
    k = 0
    while 2 ** (k + 1) <= shrink:
        k += 1
    level = src
    for _ in range(k):
        level = halve(level)
    lh, lw = level.shape[:2]
    y, x = np.mgrid[0:h, 0:w].astype(np.float64) + 0.5
    u = (m[0, 0] * x + m[0, 1] * y + m[0, 2]) / 2 ** k - 0.5
    v = (m[1, 0] * x + m[1, 1] * y + m[1, 2]) / 2 ** k - 0.5
    iu, iv = np.floor(u).astype(int), np.floor(v).astype(int)
    out = np.zeros((h, w, 4))
    for j in range(0, 2):
        for i in range(0, 2):
            tx, ty = iu + i, iv + j
            inside = (tx >= 0) & (tx < lw) & (ty >= 0) & (ty < lh)
            px = level[np.clip(ty, 0, lh - 1), np.clip(tx, 0, lw - 1)].astype(np.float64) * inside[..., None]
            out += px * ((1 - np.abs(u - tx)) * (1 - np.abs(v - ty)))[..., None]
    a = np.clip(out[..., 3:4], 0, 255)
    out[..., :3] = np.clip(out[..., :3], 0, a)
    out[..., 3:4] = a
    return quantize(out)


def alpha_threshold(src, lo, hi, color):
    a = src[..., 3:4].astype(np.float64) / 255
    c = np.array([color[0] * color[3], color[1] * color[3], color[2] * color[3], color[3]]) * 255
    keep = (a >= lo) & (a <= hi)
    return np.where(keep, c, 0.0)


# ------------------------------------------------------------------------------------------
# Scenes

def ref(file, source, channel, outliers=0.0):
    return {"file": file, "source": source, "channel": channel, "outliers": outliers}


def scenes():
    out = []
    centre = lambda t: compose(T(48, 48), t, T(-20, -16))
    geometry = {
        "rotate": (centre(compose(R(30), S(1.7))), "decal"),
        # Offsets chosen so no sample point falls exactly on a pixel boundary, where nearest
        # sampling may pick either neighbour depending on the last bit of the inverse matrix.
        "up": (compose(T(5, 7.25), S(2.6, 2.3)), "clamp"),
        "down": (compose(T(10.13, 12.17), S(0.55)), "decal"),
        "tiled": (compose(T(7.3, -4.6), R(10), S(1.3)), "repeat"),
    }
    for g, (t, tiling) in geometry.items():
        for s in ("nearest", "bilinear", "cubic"):
            name = f"image-{g}-{s}"
            out.append({"name": name, "kind": "image", "input": "photo", "canvas": [96, 96], "transform": t,
                        "sampling": s, "tiling": tiling, "references": [ref(name, "skia", 2, 0.002)]})
    name = "image-shrink-highQuality"
    out.append({"name": name, "kind": "image", "input": "shapes", "canvas": [32, 32],
                "transform": compose(T(16, 16), R(15), S(0.3), T(-24, -24)), "sampling": "highQuality",
                "tiling": "decal", "references": [ref(name, "numpy", 2, 0.002)]})
    name = "image-opacity-multiply"
    out.append({"name": name, "kind": "image", "input": "photo", "canvas": [96, 96],
                "transform": centre(compose(R(-20), S(2.1))), "sampling": "bilinear", "tiling": "decal",
                "opacity": 0.6, "blend": "multiply", "background": [0.9, 0.75, 0.3, 1],
                "references": [ref(name, "skia", 2, 0.002)]})
    for sigma in (0.8, 2, 2.5, 4, 9, 16):
        name = f"blur-{sigma:g}".replace(".", "_")
        exact_channel = 2 if sigma <= 2.5 else 8
        out.append({"name": name, "kind": "blur", "input": "shapes", "sigma": sigma,
                    "references": [ref(name, "exact", exact_channel), ref(name + "-skia", "skia", 0, 0.0)]})
    for name, color, sigma, offset, inner in (
            ("shadow-drop", [0, 0, 0, 0.6], 3, [4, 5], False),
            ("shadow-drop-sharp", [0.8, 0.1, 0.1, 0.8], 1.5, [-3, 2], False),
            ("shadow-inner", [0, 0, 0, 0.7], 2.5, [3, 3], True),
            ("shadow-inner-wide", [0.2, 0, 0.5, 0.9], 6, [-2, 4], True)):
        channel = 2 if sigma <= 2.5 else 8
        refs = [ref(name, "exact", channel)]
        if not inner:
            refs.append(ref(name + "-skia", "skia", 0, 0.0))
        out.append({"name": name, "kind": "innerShadow" if inner else "dropShadow", "input": "badge",
                    "canvas": [64, 64], "at": [16, 16], "color": color, "sigma": sigma, "offset": offset,
                    "references": refs})
    colour = [
        {"filter": "colorMatrix", "matrix": [[0.5, 0.3, 0.1, 0, 0.1], [0.1, 0.9, -0.2, 0, 0.05],
                                             [-0.3, 0.2, 1.1, 0, 0], [0.1, 0, 0, 0.8, 0.1]]},
        {"filter": "hueRotation", "amount": 60}, {"filter": "hueRotation", "amount": 200},
        {"filter": "saturation", "amount": 0.3}, {"filter": "saturation", "amount": 1.8},
        {"filter": "brightness", "amount": 0.2}, {"filter": "brightness", "amount": -0.3},
        {"filter": "contrast", "amount": 0.5}, {"filter": "contrast", "amount": 1.6},
        {"filter": "grayscale", "amount": 0.7}, {"filter": "grayscale", "amount": 1},
        {"filter": "colorInvert", "amount": 1}, {"filter": "colorInvert", "amount": 0.4},
        {"filter": "colorMultiply", "color": [0.9, 0.5, 0.2, 0.8]},
        {"filter": "luminanceToAlpha"},
        {"filter": "alphaThreshold", "min": 0.3, "max": 0.8, "color": [0.1, 0.6, 0.2, 1]},
    ]
    for spec in colour:
        v = spec.get("amount")
        suffix = "" if v is None else "-" + ("m" if v < 0 else "") + f"{abs(v):g}".replace(".", "_")
        name = "color-" + spec["filter"] + suffix
        source = "numpy" if spec["filter"] == "alphaThreshold" else "skia"
        out.append(dict(spec, name=name, kind="color", input="photo", references=[ref(name, source, 2)]))
    return out


# ------------------------------------------------------------------------------------------
# Rendering the references

def render_image(scene, src):
    w, h = scene["canvas"]
    surface = new_surface(w, h)
    canvas = surface.getCanvas()
    canvas.clear(skia.Color4f(*scene["background"]) if "background" in scene else skia.Color4f(0, 0, 0, 0))
    a, b, c, d, tx, ty = scene["transform"]
    m = skia.Matrix()
    m.setAll(a, c, tx, b, d, ty, 0, 0, 1)
    sampling = {"nearest": skia.SamplingOptions(skia.FilterMode.kNearest),
                "bilinear": skia.SamplingOptions(skia.FilterMode.kLinear),
                "cubic": skia.SamplingOptions(skia.CubicResampler.Mitchell())}[scene["sampling"]]
    tile = {"decal": skia.TileMode.kDecal, "clamp": skia.TileMode.kClamp, "repeat": skia.TileMode.kRepeat}[scene["tiling"]]
    paint = skia.Paint(Shader=skia_image(src).makeShader(tile, tile, sampling, m))
    paint.setAlphaf(scene.get("opacity", 1))
    if scene.get("blend") == "multiply":
        paint.setBlendMode(skia.BlendMode.kMultiply)
    canvas.drawRect(skia.Rect.MakeWH(w, h), paint)
    return read_surface(surface)


def render_blur_skia(src, sigma):
    e = int(math.ceil(3 * sigma))
    h, w = src.shape[:2]
    surface = new_surface(w + 2 * e, h + 2 * e)
    paint = skia.Paint(ImageFilter=skia.ImageFilters.Blur(sigma, sigma, skia.TileMode.kDecal))
    surface.getCanvas().drawImage(skia_image(src), e, e, skia.SamplingOptions(), paint)
    return read_surface(surface)


def render_drop_shadow_skia(scene, src):
    w, h = scene["canvas"]
    surface = new_surface(w, h)
    r, g, b, a = scene["color"]
    dx, dy = scene["offset"]
    sigma = scene["sigma"]
    paint = skia.Paint(ImageFilter=skia.ImageFilters.DropShadow(dx, dy, sigma, sigma, skia.Color4f(r, g, b, a).toColor()))
    surface.getCanvas().drawImage(skia_image(src), scene["at"][0], scene["at"][1], skia.SamplingOptions(), paint)
    return read_surface(surface)


def render_color_skia(scene, src):
    m = color_matrix_for(scene)
    h, w = src.shape[:2]
    surface = new_surface(w, h)
    paint = skia.Paint(ColorFilter=skia.ColorFilters.Matrix([float(v) for v in m.reshape(-1)]))
    paint.setBlendMode(skia.BlendMode.kSrc)
    surface.getCanvas().drawImage(skia_image(src), 0, 0, skia.SamplingOptions(), paint)
    return read_surface(surface)


def main():
    (HERE / "inputs").mkdir(parents=True, exist_ok=True)
    (HERE / "expected").mkdir(parents=True, exist_ok=True)
    inputs = {name: make() for name, make in INPUTS.items()}
    for name, img in inputs.items():
        write_raw(HERE / "inputs" / f"{name}.rgba", img)
    all_scenes = scenes()
    for scene in all_scenes:
        src = inputs[scene["input"]]
        kind = scene["kind"]
        images = {}
        if kind == "image" and scene["sampling"] == "highQuality":
            images[scene["name"]] = render_high_quality_shrink(scene, src)
        elif kind == "image":
            images[scene["name"]] = render_image(scene, src)
        elif kind == "blur":
            e = int(math.ceil(3 * scene["sigma"]))
            exact = quantize(blur_exact(src.astype(np.float64), scene["sigma"], e))
            skia_img = render_blur_skia(src, scene["sigma"])
            images[scene["name"]] = exact
            images[scene["name"] + "-skia"] = skia_img
            # Skia's blur is an approximation: its tolerance is its own distance from the
            # exact blur plus the exact reference's tolerance for Limner.
            gap = int(np.abs(skia_img.astype(int) - exact.astype(int)).max())
            scene["references"][1]["channel"] = gap + scene["references"][0]["channel"]
            print(f"{scene['name']}: Skia vs exact Gaussian max {gap}")
        elif kind in ("dropShadow", "innerShadow"):
            exact = quantize(shadow_numpy(src.astype(np.float64), scene["canvas"], scene["at"], scene["color"],
                                          scene["sigma"], scene["offset"], kind == "innerShadow"))
            images[scene["name"]] = exact
            if kind == "dropShadow":
                skia_img = render_drop_shadow_skia(scene, src)
                images[scene["name"] + "-skia"] = skia_img
                gap = int(np.abs(skia_img.astype(int) - exact.astype(int)).max())
                scene["references"][1]["channel"] = gap + scene["references"][0]["channel"]
                print(f"{scene['name']}: Skia vs exact recipe max {gap}")
        elif scene["filter"] == "alphaThreshold":
            images[scene["name"]] = quantize(alpha_threshold(src, scene["min"], scene["max"], scene["color"]))
        else:
            images[scene["name"]] = render_color_skia(scene, src)
        for name, img in images.items():
            save_png(HERE / "expected" / f"{name}.png", img)
    (HERE / "scenes.json").write_text(json.dumps(all_scenes, indent=1) + "\n")
    print(f"{len(all_scenes)} scenes written to {HERE}")


if __name__ == "__main__":
    main()
