"""Compositing golden scenes (categories "blend", "layers", "clips"), added to make_scenes.py's list.

blend-<mode>: one scene per blend mode (all 28 names of GraphicsContext.BlendMode). The canvas
starts transparent; the backdrop is a gradient with partial alpha (opaque red → half-transparent
green → 80 % blue) over the left three quarters, an opaque yellow band across the bottom (where
plusDarker's premultiplied reading equals Apple's opaque formula) and nothing on the right.
Over it, with the mode: a vertical gradient ellipse whose alpha runs 1 → 0.6 → 0.3 (gradient
fill loop) and a rotated solid rounded rectangle at opacity 0.7 (solid fill loop), both
crossing opaque, translucent and empty destination.

layer-* / mask-*: transparency layers with opacity and blend modes (isolation: the shapes inside
overlap), alpha and luminance masks drawn from gradients, and their inverses, nested layers.
clip-*: path clips (nested, inverse, aliased and anti-aliased, even-odd), clips around layers.
References: make_references.py (Skia's blend modes, numpy coverage; plusDarker in numpy).
"""

import math

BLEND_MODES = [
    "normal", "multiply", "screen", "overlay", "darken", "lighten", "colorDodge", "colorBurn", "softLight",
    "hardLight", "difference", "exclusion", "hue", "saturation", "color", "luminosity", "clear", "copy",
    "sourceIn", "sourceOut", "sourceAtop", "destinationOver", "destinationIn", "destinationOut",
    "destinationAtop", "xor", "plusDarker", "plusLighter",
]


def linear(start, end, stops):
    return {"type": "linear", "start": start, "end": end, "stops": stops}


def radial(center, radius, stops):
    return {"type": "radial", "startCenter": center, "startRadius": 0, "endCenter": center, "endRadius": radius,
            "stops": stops}


def backdrop(cmd, solid, w=128, h=112):
    """Partial-alpha gradient, opaque band, empty right side."""
    return [
        cmd(linear([0, 0], [96, 0], [[0, 0.9, 0.15, 0.1, 1], [0.5, 0.1, 0.7, 0.3, 0.5], [1, 0.15, 0.25, 0.9, 0.8]]),
            ops=[{"op": "rect", "rect": [0, 0, 96, h - 24]}]),
        cmd(solid(0.95, 0.8, 0.2), ops=[{"op": "rect", "rect": [0, h - 24, w, 24]}]),
    ]


def sources(cmd, solid, mode):
    return [
        cmd(linear([0, 8], [0, 104], [[0, 1, 0.85, 0.2, 1], [0.5, 0.2, 0.45, 0.95, 0.6], [1, 0.9, 0.2, 0.65, 0.3]]),
            ops=[{"op": "ellipse", "rect": [30, 6, 92, 100]}], blendMode=mode),
        cmd(solid(0.1, 0.85, 0.8), ops=[{"op": "roundedRect", "rect": [-28, -14, 56, 28], "cornerSize": [8, 8]}],
            transform=[math.cos(0.5), math.sin(0.5), -math.sin(0.5), math.cos(0.5), 44, 70], opacity=0.7,
            blendMode=mode),
    ]


def add(scene, cmd, solid):
    for mode in BLEND_MODES:
        scene("blend-" + mode, f"Blend mode {mode} over gradient, partial alpha and transparency", "blend",
              backdrop(cmd, solid) + sources(cmd, solid, mode), width=128, height=112, background=None)

    RED, BLUE, GREEN = solid(0.9, 0.2, 0.15, 0.85), solid(0.15, 0.3, 0.9, 0.85), solid(0.2, 0.75, 0.3)
    checker = [cmd(solid(0.85, 0.85, 0.85), ops=[{"op": "rects", "rects": [
        [x, y, 16, 16] for y in range(0, 128, 16) for x in range(0, 128, 16) if (x + y) // 16 % 2 == 0]}])]
    bg = checker + [cmd(linear([0, 0], [128, 128], [[0, 0.95, 0.6, 0.1, 1], [1, 0.3, 0.1, 0.7, 0.4]]),
                        ops=[{"op": "rect", "rect": [0, 64, 128, 64]}])]
    pair = [cmd(RED, ops=[{"op": "ellipse", "rect": [14, 14, 64, 64]}]),
            cmd(BLUE, ops=[{"op": "ellipse", "rect": [50, 44, 64, 64]}])]

    def layer(commands, opacity=None, mode=None, mask=None):
        spec = {"commands": commands}
        if opacity is not None:
            spec["opacity"] = opacity
        if mode is not None:
            spec["blendMode"] = mode
        if mask is not None:
            spec["mask"] = mask
        return {"layer": spec}

    def clip(ops, **fields):
        c = {"ops": ops}
        c.update(fields)
        return {"clip": c}

    grad_mask = [cmd(radial([64, 64], 60, [[0, 0, 0, 0, 1], [0.6, 0, 0, 0, 0.7], [1, 0, 0, 0, 0]]),
                     ops=[{"op": "rect", "rect": [0, 0, 128, 128]}])]
    luma_mask = [cmd(linear([0, 0], [128, 0], [[0, 0, 0, 0, 1], [1, 1, 1, 1, 1]]), ops=[{"op": "rect", "rect": [0, 0, 128, 128]}]),
                 cmd(solid(0.1, 0.9, 0.2, 0.8), ops=[{"op": "ellipse", "rect": [20, 70, 40, 40]}]),
                 cmd(solid(0.9, 0.1, 0.1, 1), ops=[{"op": "rect", "rect": [80, 10, 30, 50]}])]

    def ls(name, title, commands):
        scene(name, title, "layers", commands, background=None)

    ls("layer-opacity", "Layer at opacity 0.6: overlapping shapes composited once (isolation)",
       bg + [layer(pair, opacity=0.6)])
    ls("layer-opacity-multiply", "Layer, opacity 0.7, blend multiply, over checker and gradient",
       bg + [layer(pair, opacity=0.7, mode="multiply")])
    ls("layer-screen-nested", "Screen layer containing a difference layer and a gradient",
       bg + [layer([cmd(linear([0, 0], [128, 0], [[0, 0.2, 0.9, 0.9, 0.9], [1, 0.9, 0.9, 0.1, 0.5]]),
                        ops=[{"op": "roundedRect", "rect": [10, 20, 108, 88], "cornerSize": [20, 20]}]),
                    layer(pair, opacity=0.8, mode="difference")], mode="screen")])
    ls("layer-copy", "Layer with blend copy (replaces the backdrop inside the canvas) at opacity 0.5",
       bg + [layer(pair, opacity=0.5, mode="copy")])
    ls("layer-plus-opacity", "plusLighter layer at opacity 0.6, then a plusDarker layer at 0.7 (opacity scales the layer)",
       bg + [layer(pair, opacity=0.6, mode="plusLighter"),
             layer([cmd(solid(0.3, 0.6, 0.9, 0.9), ops=[{"op": "ellipse", "rect": [30, 40, 80, 80]}])],
                   opacity=0.7, mode="plusDarker")])
    ls("layer-softlight-hue", "Soft-light layer, then a hue layer", bg + [
        layer([cmd(radial([64, 64], 64, [[0, 1, 1, 1, 1], [1, 0.1, 0.1, 0.4, 0.8]]), ops=[{"op": "rect", "rect": [0, 0, 128, 128]}])],
              mode="softLight"),
        layer([cmd(GREEN, ops=[{"op": "ellipse", "rect": [30, 30, 70, 70]}])], opacity=0.9, mode="hue")])
    ls("mask-alpha-gradient", "Layer masked by a radial alpha gradient",
       bg + [layer(pair, mask={"type": "alpha", "commands": grad_mask})])
    ls("mask-alpha-inverse", "Layer masked by the inverse of a radial alpha gradient",
       bg + [layer(pair, mask={"type": "alpha", "inverse": True, "commands": grad_mask})])
    ls("mask-luminance-gradient", "Layer masked by the luminance of a black-to-white gradient and coloured shapes",
       bg + [layer(pair, opacity=0.9, mask={"type": "luminance", "commands": luma_mask})])
    ls("mask-luminance-inverse", "Inverse luminance mask, layer blended with overlay",
       bg + [layer(pair, mode="overlay", mask={"type": "luminance", "inverse": True, "commands": luma_mask})])
    ls("mask-nested", "A masked layer inside a masked multiply layer", bg + [
        layer([cmd(GREEN, ops=[{"op": "rect", "rect": [0, 0, 128, 128]}]),
               layer(pair, mask={"type": "alpha", "inverse": True,
                                 "commands": [cmd(solid(0, 0, 0, 0.8), ops=[{"op": "ellipse", "rect": [40, 40, 48, 48]}])]})],
              mode="multiply", opacity=0.85, mask={"type": "alpha", "commands": grad_mask})])

    stripes = [cmd(linear([0, 0], [128, 0], [[0, 0.9, 0.2, 0.2, 1], [0.5, 0.2, 0.8, 0.3, 0.7], [1, 0.2, 0.3, 0.9, 1]]),
                   ops=[{"op": "rect", "rect": [0, 0, 128, 128]}])]
    star = [{"op": "lines", "points": [[round(64 + (54 if k % 2 == 0 else 22) * math.cos(-math.pi / 2 + k * math.pi / 5), 4),
                                        round(64 + (54 if k % 2 == 0 else 22) * math.sin(-math.pi / 2 + k * math.pi / 5), 4)]
                                       for k in range(10)]}, {"op": "close"}]
    pentagram = [{"op": "lines", "points": [[round(64 + 58 * math.cos(-math.pi / 2 + k * 4 * math.pi / 5), 4),
                                             round(66 + 58 * math.sin(-math.pi / 2 + k * 4 * math.pi / 5), 4)]
                                            for k in range(5)]}, {"op": "close"}]

    def cs(name, title, commands):
        scene(name, title, "clips", commands)

    cs("clip-nested", "Nested clips: ellipse, then a rotated rectangle", [
        clip([{"op": "ellipse", "rect": [8, 8, 112, 112]}]),
        clip([{"op": "rect", "rect": [-30, -30, 60, 60]}], transform=[0.8660254, 0.5, -0.5, 0.8660254, 64, 64]),
    ] + stripes)
    cs("clip-inverse", "Inverse clip of a star", [clip(star, inverse=True)] + stripes)
    cs("clip-aliased", "Aliased circle clip next to an anti-aliased one (each inside its own layer)", [
        layer([clip([{"op": "ellipse", "rect": [4.3, 20.2, 58.5, 58.5]}], antialias=False),
               cmd(RED, ops=[{"op": "rect", "rect": [0, 0, 128, 128]}])]),
        layer([clip([{"op": "ellipse", "rect": [66.3, 40.2, 58.5, 58.5]}]),
               cmd(BLUE, ops=[{"op": "rect", "rect": [0, 0, 128, 128]}])])])
    cs("clip-evenodd", "Even-odd pentagram clip (hole in the middle)",
       [clip(pentagram, fillRule="evenodd")] + stripes)
    cs("clip-inverse-aliased-nested", "Aliased inverse ellipse inside an anti-aliased star clip", [
        clip(star), clip([{"op": "ellipse", "rect": [44.2, 44.3, 40, 40]}], antialias=False, inverse=True)] + stripes)
    cs("clip-layer", "A clip around a multiply layer with a mask, then a blended draw in the clip", [
        cmd(linear([0, 0], [0, 128], [[0, 0.9, 0.9, 0.2, 1], [1, 0.2, 0.6, 0.9, 1]]), ops=[{"op": "rect", "rect": [0, 0, 128, 128]}]),
        clip([{"op": "roundedRect", "rect": [10, 10, 108, 108], "cornerSize": [30, 30]}]),
        layer(pair, mode="multiply", mask={"type": "alpha", "commands": grad_mask}),
        cmd(solid(0.1, 0.1, 0.1, 0.6), ops=[{"op": "ellipse", "rect": [70, 70, 70, 70]}], blendMode="colorDodge"),
    ])
