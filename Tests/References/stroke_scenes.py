"""Stroke and trim golden scenes (category "strokes"), added to make_scenes.py's list.

Every join × cap, miter limits on both sides of the threshold, dashes (odd and even counts,
phases, dots, circles, curves, closed seams), trims (closed shapes, across the start point,
curves, several subpaths), degenerate input (dots, U-turns, cusps, loops), strokes under
rotation, skew and non-uniform scale, hairlines (width 0) and very wide strokes on tight
curves. References come from Skia (make_references.py: Skia's stroker and DashPathEffect).
"""

import math


def add(scene, cmd, solid):
    BLUE = solid(0.15, 0.35, 0.85)
    RED = solid(0.85, 0.2, 0.2)
    DARK = solid(0.1, 0.1, 0.1)
    GREEN = solid(0.1, 0.6, 0.3)
    GUIDE = solid(0.2, 0.8, 0.9, 0.6)

    def s(name, title, commands, **extra):
        scene("stroke-" + name, title, "strokes", commands, **extra)

    def st(width=1, cap=None, join=None, miter=None, dash=None, phase=None):
        d = {"width": width}
        if cap:
            d["cap"] = cap
        if join:
            d["join"] = join
        if miter is not None:
            d["miterLimit"] = miter
        if dash is not None:
            d["dash"] = dash
        if phase is not None:
            d["dashPhase"] = phase
        return d

    def guide(ops):
        """The path itself as a thin hairline, to see caps and joins against it."""
        return cmd(GUIDE, ops=ops, stroke=st(0))

    zigzag = [{"op": "move", "to": [16, 100]}, {"op": "line", "to": [40, 28]}, {"op": "line", "to": [64, 100]},
              {"op": "quad", "to": [104, 40], "control": [110, 100]}, {"op": "line", "to": [112, 24]}]

    # Every join × cap.
    for join in ("miter", "round", "bevel"):
        for cap in ("butt", "round", "square"):
            s(f"join-{join}-cap-{cap}", f"{join} joins, {cap} caps on a zigzag with a curve",
              [cmd(BLUE, ops=zigzag, stroke=st(14, cap, join)), guide(zigzag)])

    # Miter limit on both sides of the threshold: 60° interior angle has ratio exactly 2;
    # 20° has 1/sin(10°) = 5.76.
    def wedge(deg, length=90):
        a = math.radians(deg)
        return [{"op": "move", "to": [110, 34]}, {"op": "line", "to": [20, 34]},
                {"op": "line", "to": [round(20 + length * math.cos(a), 6), round(34 + length * math.sin(a), 6)]}]
    for deg, limit, kind in ((60, 2.1, "miter"), (60, 1.9, "bevel"), (20, 10, "miter"), (20, 5.5, "bevel"),
                             (20, 1, "bevel")):
        s(f"miter-{deg}deg-limit-{str(limit).replace('.', '_')}",
          f"{deg}° corner, miter limit {limit}: {kind}",
          [cmd(BLUE, ops=wedge(deg), stroke=st(12, join="miter", miter=limit)), guide(wedge(deg))])
    star = []
    for k in range(10):
        r = 54 if k % 2 == 0 else 22
        a = -math.pi / 2 + k * math.pi / 5
        star.append([round(64 + r * math.cos(a), 6), round(66 + r * math.sin(a), 6)])
    star_ops = [{"op": "lines", "points": star}, {"op": "close"}]
    s("closed-star-miter", "Closed star: mitered at every point, including the start",
      [cmd(BLUE, ops=star_ops, stroke=st(6, join="miter", miter=4))])
    s("closed-star-round", "Closed star with round joins", [cmd(RED, ops=star_ops, stroke=st(8, join="round"))])

    # Dashes.
    line = [{"op": "move", "to": [8, 20]}, {"op": "line", "to": [120, 20]}]
    rows = lambda y: [{"op": "move", "to": [8, y]}, {"op": "line", "to": [120, y]}]
    s("dash-even", "Dash [16, 6]", [cmd(DARK, ops=rows(64), stroke=st(8, dash=[16, 6]))])
    s("dash-odd", "Dash [12] repeats as [12, 12]; [10, 4, 2] as [10, 4, 2, 10, 4, 2]",
      [cmd(DARK, ops=rows(40), stroke=st(8, dash=[12])), cmd(BLUE, ops=rows(88), stroke=st(8, dash=[10, 4, 2]))])
    s("dash-phase", "Phases 0, 5, 21 and −7 of [16, 6, 4, 6]",
      [cmd(DARK, ops=rows(20 + 28 * k), stroke=st(8, dash=[16, 6, 4, 6], phase=p))
       for k, p in enumerate([0, 5, 21, -7])])
    s("dash-phase-beyond-pattern", "Phase 95 of [10, 5] equals phase 5",
      [cmd(DARK, ops=rows(40), stroke=st(8, dash=[10, 5], phase=95)),
       cmd(BLUE, ops=rows(80), stroke=st(8, dash=[10, 5], phase=5))])
    s("dash-round-dots", "Dash [0, 12] with round caps: dots",
      [cmd(RED, ops=rows(40), stroke=st(8, cap="round", dash=[0, 12])),
       cmd(BLUE, ops=rows(80), stroke=st(8, cap="square", dash=[0, 12]))])
    s("dash-caps", "Dashes with butt, round and square caps",
      [cmd(DARK, ops=rows(30 + 34 * k), stroke=st(10, cap=c, dash=[14, 10])) for k, c in enumerate(["butt", "round", "square"])])
    s("dash-circle", "Dashes along a circle (arc length on curves)",
      [cmd(BLUE, ops=[{"op": "ellipse", "rect": [14, 14, 100, 100]}], stroke=st(8, dash=[20, 8]))])
    s("dash-circle-round-dots", "Round dots on a circle",
      [cmd(RED, ops=[{"op": "ellipse", "rect": [20, 20, 88, 88]}], stroke=st(9, cap="round", dash=[0, 16]))])
    s("dash-cubic", "Dashes along an S cubic with round caps",
      [cmd(GREEN, ops=[{"op": "move", "to": [10, 110]}, {"op": "cubic", "to": [118, 18], "control1": [130, 130],
                                                         "control2": [-10, 0]}],
           stroke=st(6, cap="round", dash=[10, 6]))])
    s("dash-rect-seam", "Closed rect dashed [70, 10]: the last dash runs on into the first across the start",
      [cmd(BLUE, ops=[{"op": "rect", "rect": [20, 20, 88, 88]}], stroke=st(10, join="miter", dash=[70, 10]))])
    s("dash-subpaths-restart", "The pattern restarts at each subpath",
      [cmd(DARK, ops=rows(30) + rows(60) + rows(90), stroke=st(8, dash=[20, 10], phase=5))])
    s("dash-zero-pattern-solid", "An all-zero dash pattern draws solid",
      [cmd(DARK, ops=rows(64), stroke=st(10, dash=[0, 0]))])
    s("dash-polyline-joins", "Dashes across the corners of a polyline keep their joins",
      [cmd(BLUE, ops=zigzag, stroke=st(8, join="round", dash=[40, 10]))])

    # Trims.
    circle = [{"op": "ellipse", "rect": [16, 16, 96, 96]}]
    s("trim-circle-part", "Circle trimmed 0.1…0.6 (starts at 3 o'clock, clockwise on screen)",
      [cmd(BLUE, ops=circle, stroke=st(10, cap="round"), trim=[0.1, 0.6])])
    s("trim-circle-whole", "Circle trimmed 0…1 stays closed: no square caps at the start",
      [cmd(BLUE, ops=circle, stroke=st(12, cap="square"), trim=[0, 1])])
    s("trim-circle-across-start", "Two trims, 0.8…1 and 0…0.15, meet across the start point",
      [cmd(RED, ops=circle, stroke=st(10, cap="butt"), trim=[0.8, 1]),
       cmd(BLUE, ops=circle, stroke=st(10, cap="butt"), trim=[0, 0.15])])
    s("trim-rect-across-start", "Rect trims 0.7…1 and 0…0.3 with square caps around the start corner",
      [cmd(RED, ops=[{"op": "rect", "rect": [24, 24, 80, 80]}], stroke=st(8, cap="square"), trim=[0.7, 1]),
       cmd(BLUE, ops=[{"op": "rect", "rect": [24, 24, 80, 80]}], stroke=st(4, cap="round"), trim=[0, 0.3])])
    s("trim-cubic", "A cubic trimmed 0.2…0.9 (exact split), over its untrimmed hairline",
      [cmd(GREEN, ops=[{"op": "move", "to": [10, 110]}, {"op": "cubic", "to": [118, 100], "control1": [20, -20],
                                                         "control2": [120, 0]}],
           stroke=st(8, cap="round"), trim=[0.2, 0.9]),
       guide([{"op": "move", "to": [10, 110]}, {"op": "cubic", "to": [118, 100], "control1": [20, -20],
                                                 "control2": [120, 0]}])])
    s("trim-subpaths", "Trim 0.3…0.8 across three subpaths (length runs over all of them)",
      [cmd(DARK, ops=rows(30) + rows(60) + rows(90), stroke=st(8), trim=[0.3, 0.8])])
    s("trim-rounded-rect", "Continuous rounded rect trimmed 0.05…0.55",
      [cmd(BLUE, ops=[{"op": "roundedRect", "rect": [16, 24, 96, 80], "cornerSize": [24, 24]}],
           stroke=st(6, cap="round", join="round"), trim=[0.05, 0.55])])
    s("trim-empty", "from ≥ to draws nothing", [cmd(DARK, ops=circle, stroke=st(10), trim=[0.6, 0.4])])
    s("trim-dashed", "Trimmed then dashed: the pattern starts at the trim",
      [cmd(BLUE, ops=circle, stroke=st(8, dash=[12, 6]), trim=[0.25, 0.95])])

    # Degenerate input.
    dot = lambda x, y: [{"op": "move", "to": [x, y]}, {"op": "line", "to": [x, y]}]
    s("dot-round", "Zero-length subpaths with round caps: dots", [cmd(DARK, ops=dot(32, 32) + dot(96.5, 40.25) + dot(64, 96),
                                                                       stroke=st(20, cap="round"))])
    s("dot-square", "Zero-length subpaths with square caps: axis-aligned squares",
      [cmd(DARK, ops=dot(32, 32) + dot(96.5, 40.25) + dot(64, 96), stroke=st(20, cap="square"))])
    s("dot-butt", "Zero-length subpaths with butt caps draw nothing",
      [cmd(DARK, ops=dot(32, 32) + dot(96, 96), stroke=st(20, cap="butt"))])
    s("dot-move-close", "A move and a close is a zero-length closed subpath: a dot",
      [cmd(RED, ops=[{"op": "move", "to": [40, 64]}, {"op": "close"}], stroke=st(24, cap="round")),
       cmd(BLUE, ops=[{"op": "move", "to": [90, 64]}, {"op": "close"}], stroke=st(24, cap="square"))])
    s("u-turn", "180° turns: miter (bevels), round (half disc), bevel",
      [cmd(DARK, ops=[{"op": "move", "to": [16, 24 + 36 * k]}, {"op": "line", "to": [100, 24 + 36 * k]},
                      {"op": "line", "to": [40, 24 + 36 * k]}], stroke=st(16, cap="butt", join=j))
       for k, j in enumerate(["miter", "round", "bevel"])])
    s("cusp-cubic", "A cubic with a cusp, stroked wide",
      [cmd(BLUE, ops=[{"op": "move", "to": [14, 100]}, {"op": "cubic", "to": [114, 100], "control1": [134, 10],
                                                        "control2": [-6, 10]}], stroke=st(16, join="miter")),
       guide([{"op": "move", "to": [14, 100]}, {"op": "cubic", "to": [114, 100], "control1": [134, 10],
                                                 "control2": [-6, 10]}])])
    s("loop-cubic", "A self-intersecting cubic loop (non-zero: no hole where it crosses)",
      [cmd(GREEN, ops=[{"op": "move", "to": [10, 100]}, {"op": "cubic", "to": [118, 100], "control1": [170, 0],
                                                         "control2": [-42, 0]}], stroke=st(14, cap="round"))])
    s("collinear-backtrack", "A collinear cubic that runs forward, back and forward again",
      [cmd(DARK, ops=[{"op": "move", "to": [14, 64]}, {"op": "cubic", "to": [74, 64], "control1": [134, 64],
                                                        "control2": [-16, 64]}], stroke=st(12, cap="square"))])
    s("zero-length-segments", "Zero-length segments inside a polyline do not break its joins",
      [cmd(BLUE, ops=[{"op": "move", "to": [20, 100]}, {"op": "line", "to": [64, 30]}, {"op": "line", "to": [64, 30]},
                      {"op": "line", "to": [108, 100]}], stroke=st(16, join="miter"))])

    # Transforms.
    s("rotated", "Stroke under a 30° rotation (caps and joins rotate)",
      [cmd(BLUE, ops=[{"op": "move", "to": [-40, 20]}, {"op": "line", "to": [0, -25]}, {"op": "line", "to": [40, 20]}],
           stroke=st(12, cap="square", join="miter"), transform=[0.866025, 0.5, -0.5, 0.866025, 64, 64])])
    s("nonuniform-scale-circle", "A circle stroked under scale (3, 1): the pen is an ellipse",
      [cmd(RED, ops=[{"op": "ellipse", "rect": [-16, -40, 32, 80]}], stroke=st(6), transform=[3, 0, 0, 1, 64, 64])])
    s("nonuniform-scale-polyline", "Round joins and caps under scale (1, 4)",
      [cmd(BLUE, ops=[{"op": "move", "to": [-40, -10]}, {"op": "line", "to": [0, 10]}, {"op": "line", "to": [40, -10]}],
           stroke=st(6, cap="round", join="round"), transform=[1, 0, 0, 4, 64, 64])])
    s("skew", "Stroke under a skew", [cmd(GREEN, ops=[{"op": "rect", "rect": [-30, -30, 60, 60]}],
                                          stroke=st(8, join="round"), transform=[1, 0, 0.6, 1, 64, 64])])
    s("gradient", "A linear gradient on a wide stroke follows user space",
      [cmd({"type": "linear", "start": [10, 0], "end": [118, 0],
            "stops": [[0, 1, 0, 0, 1], [0.5, 0, 0.7, 0, 1], [1, 0, 0, 1, 1]], "spread": "pad"},
           ops=zigzag, stroke=st(16, join="round", cap="round"))])

    # Hairlines: width 0 is one device pixel wide at any scale.
    s("hairline-grid", "Hairlines on pixel centres and on pixel edges",
      [cmd(DARK, ops=sum([rows(10.5 + 12 * k) for k in range(5)], []) +
           sum([[{"op": "move", "to": [10 + 12 * k, 70]}, {"op": "line", "to": [10 + 12 * k, 120]}] for k in range(9)], []),
           stroke=st(0))])
    s("hairline-diagonal", "Hairline diagonals and a fan",
      [cmd(DARK, ops=sum([[{"op": "move", "to": [64, 64]},
                           {"op": "line", "to": [round(64 + 58 * math.cos(a), 6), round(64 + 58 * math.sin(a), 6)]}]
                          for a in [k * math.pi / 12 for k in range(24)]], []), stroke=st(0))])
    s("hairline-circle-scaled", "Hairline circle under scale 20: still one pixel wide",
      [cmd(BLUE, ops=[{"op": "ellipse", "rect": [-2.5, -2.5, 5, 5]}], stroke=st(0), transform=[20, 0, 0, 20, 64, 64])])
    s("hairline-dashed", "Dashed hairline (dash lengths in user units under scale 2)",
      [cmd(DARK, ops=[{"op": "move", "to": [4, 10]}, {"op": "line", "to": [60, 50]}], stroke=st(0, dash=[6, 3]),
           transform=[2, 0, 0, 2, 0, 0])])
    s("hairline-caps", "Hairlines with butt, round and square caps",
      [cmd(DARK, ops=rows(30 + 30 * k), stroke=st(0, cap=c)) for k, c in enumerate(["butt", "round", "square"])])

    # Very wide strokes on tight curves.
    s("wide-tight-quad", "Width 40 on a quad whose tip radius is far below 20",
      [cmd(BLUE, ops=[{"op": "move", "to": [20, 110]}, {"op": "quad", "to": [108, 110], "control": [64, -20]}],
           stroke=st(40, join="miter")),
       guide([{"op": "move", "to": [20, 110]}, {"op": "quad", "to": [108, 110], "control": [64, -20]}])])
    # Width 22 on radius 12: the inner offset nearly closes (radius 1). Beyond width 24 Skia
    # leaves a hole in the middle (its inner contour inverts) where every point is within half
    # the width of the circle; Limner fills it (StrokeTests' wideStrokeOnASmallCircleCoversTheCentre).
    s("wide-small-circle", "Width 22 on a circle of radius 12 (inner offset nearly closes)",
      [cmd(RED, ops=[{"op": "ellipse", "rect": [52, 52, 24, 24]}], stroke=st(22))])
    s("wide-s-curve-round", "Width 36 on a tight S cubic, round caps",
      [cmd(GREEN, ops=[{"op": "move", "to": [30, 30]}, {"op": "cubic", "to": [98, 98], "control1": [140, 30],
                                                         "control2": [-12, 98]}], stroke=st(36, cap="round"))])
    s("wide-tight-loop", "Width 30 on a small cubic loop",
      [cmd(BLUE, ops=[{"op": "move", "to": [20, 90]}, {"op": "cubic", "to": [108, 90], "control1": [110, 10],
                                                        "control2": [18, 10]}], stroke=st(30, cap="butt"))])
    s("wide-arc-square-caps", "Width 44 on a 90° arc of radius 16, square caps",
      [cmd(DARK, ops=[{"op": "arc", "center": [50, 70], "radius": 16, "startAngle": 0, "endAngle": 1.5707963,
                       "clockwise": False}], stroke=st(44, cap="square"))])

    # Curves and builders.
    s("quad-joins-round", "Quads joined with round joins",
      [cmd(BLUE, ops=[{"op": "move", "to": [10, 100]}, {"op": "quad", "to": [50, 100], "control": [30, 10]},
                      {"op": "quad", "to": [90, 100], "control": [70, 10]},
                      {"op": "quad", "to": [118, 30], "control": [120, 100]}], stroke=st(10, join="round"))])
    s("svg-path", "SVG path data with arcs and smooth curves, miter joins",
      [cmd(DARK, path="M10 100 C 20 20, 40 20, 50 60 S 80 100, 90 40 A 20 30 0 0 1 118 60",
           stroke=st(6, join="miter", cap="square"))])
    s("thin-lines", "Widths 0.25, 0.5, 1, 1.5, 2, 3 on diagonals",
      [cmd(DARK, ops=[{"op": "move", "to": [8 + 20 * k, 120]}, {"op": "line", "to": [24 + 20 * k, 8]}], stroke=st(w))
       for k, w in enumerate([0.25, 0.5, 1, 1.5, 2, 3])])
    s("translucent-overlap", "A translucent self-overlapping stroke draws each pixel once (one outline)",
      [cmd(solid(0.1, 0.2, 0.9, 0.5), ops=[{"op": "move", "to": [20, 20]}, {"op": "line", "to": [108, 108]},
                                             {"op": "line", "to": [108, 20]}, {"op": "line", "to": [20, 108]}],
           stroke=st(16, join="round"))])
