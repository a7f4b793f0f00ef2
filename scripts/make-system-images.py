#!/usr/bin/python3
"""Writes Sources/LimnerGraphics/SystemImages/SystemImageOutlines.swift: the outlines of the
icons `Image(systemName:)` draws, taken from Debian's fonts-material-design-icons-iconfont
(Material Icons, Apache-2.0; see licenses/MaterialIcons-LICENSE.txt).

Each SF Symbols name we support maps to one Material icon; its glyph outline is written as
SVG path data in a 24×24 box (y down), the icon font's own design grid.

Needs Debian's python3-fonttools and fonts-material-design-icons-iconfont:
    apt-get install python3-fonttools fonts-material-design-icons-iconfont
    /usr/bin/python3 scripts/make-system-images.py
"""
import os
import re
import sys

from fontTools.pens.basePen import BasePen
from fontTools.ttLib import TTFont

FONT = "/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf"
CODEPOINTS = "/usr/share/fonts-material-design-icons-iconfont/scss/_variables.scss"
OUT = os.path.join(os.path.dirname(__file__), "..", "Sources", "LimnerGraphics", "SystemImages",
                   "SystemImageOutlines.swift")

# SF Symbols name -> Material Icons name. Outline SF names take Material's outlined variant
# where the font has one, `.fill` names the filled one.
SYMBOLS = {
    "house": "cottage", "house.fill": "home",
    "star": "star_border", "star.fill": "star", "star.leadinghalf.filled": "star_half",
    "heart": "favorite_border", "heart.fill": "favorite",
    "circle": "radio_button_unchecked", "circle.fill": "circle",
    "square": "check_box_outline_blank", "square.fill": "square",
    "checkmark": "check", "xmark": "close", "plus": "add", "minus": "remove",
    "gear": "settings", "gearshape": "settings", "gearshape.fill": "settings",
    "person": "person_outline", "person.fill": "person", "person.2": "group",
    "person.badge.plus": "person_add",
    "bell": "notifications_none", "bell.fill": "notifications",
    "trash": "delete_outline", "trash.fill": "delete",
    "pencil": "edit", "magnifyingglass": "search",
    "cloud": "cloud_queue", "cloud.fill": "cloud",
    "sun.max": "light_mode", "sun.max.fill": "wb_sunny",
    "moon": "dark_mode", "moon.fill": "mode_night",
    "bolt": "flash_on", "bolt.fill": "bolt",
    "play": "play_arrow", "play.fill": "play_arrow", "pause": "pause", "pause.fill": "pause",
    "stop": "stop", "stop.fill": "stop",
    "arrow.right": "arrow_forward", "arrow.left": "arrow_back",
    "arrow.up": "arrow_upward", "arrow.down": "arrow_downward",
    "chevron.right": "chevron_right", "chevron.left": "chevron_left",
    "chevron.up": "expand_less", "chevron.down": "expand_more",
    "arrow.clockwise": "refresh", "info.circle": "info_outline", "info.circle.fill": "info",
    "exclamationmark.triangle": "warning", "exclamationmark.triangle.fill": "warning",
    "questionmark.circle": "help_outline",
    "envelope": "mail_outline", "envelope.fill": "mail", "phone": "phone", "phone.fill": "phone",
    "lock": "lock", "lock.fill": "lock", "lock.open": "lock_open",
    "calendar": "calendar_today", "photo": "photo", "camera": "photo_camera", "camera.fill": "photo_camera",
    "folder": "folder_open", "folder.fill": "folder", "doc": "description", "doc.text": "description",
    "square.and.arrow.up": "ios_share", "bookmark": "bookmark_border", "bookmark.fill": "bookmark",
    "mappin": "place", "mappin.and.ellipse": "location_on", "location": "location_on",
    "music.note": "music_note", "mic": "mic_none", "mic.fill": "mic", "video": "videocam", "video.fill": "videocam",
    "clock": "schedule", "paperplane": "send", "paperplane.fill": "send",
    "line.3.horizontal": "menu", "ellipsis": "more_horiz",
    "eye": "visibility", "eye.slash": "visibility_off",
    "hand.thumbsup": "thumb_up_off_alt", "hand.thumbsup.fill": "thumb_up",
    "cart": "shopping_cart", "cart.fill": "shopping_cart",
    "flag": "outlined_flag", "flag.fill": "flag", "key": "key", "key.fill": "vpn_key",
    "globe": "public", "network": "language",
    "bubble.left": "chat_bubble_outline", "bubble.left.fill": "chat_bubble",
    "xmark.circle": "highlight_off", "xmark.circle.fill": "cancel",
    "checkmark.circle": "check_circle_outline", "checkmark.circle.fill": "check_circle",
    "plus.circle": "add_circle_outline", "plus.circle.fill": "add_circle",
    "minus.circle": "remove_circle_outline", "minus.circle.fill": "remove_circle",
    "wifi": "wifi", "battery.100": "battery_full",
    "speaker.wave.2": "volume_up", "speaker.wave.2.fill": "volume_up", "speaker.slash": "volume_off",
    "gift": "card_giftcard", "tag": "local_offer", "drop": "water_drop", "drop.fill": "water_drop",
}


class SVGPen(BasePen):
    """Glyph outline -> SVG path data in the 24-unit box, y flipped."""

    def __init__(self, glyphset, em, ascent):
        super().__init__(glyphset)
        self.k = 24.0 / em
        self.ascent = ascent
        self.out = []

    def p(self, pt):
        x, y = pt
        return "%s %s" % (fmt(x * self.k), fmt((self.ascent - y) * self.k))

    def _moveTo(self, pt): self.out.append("M" + self.p(pt))
    def _lineTo(self, pt): self.out.append("L" + self.p(pt))
    def _curveToOne(self, a, b, c): self.out.append("C" + " ".join(self.p(q) for q in (a, b, c)))
    def _qCurveToOne(self, a, b): self.out.append("Q" + " ".join(self.p(q) for q in (a, b)))
    def _closePath(self): self.out.append("Z")


def fmt(v):
    s = "%.3f" % v
    s = s.rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def main():
    font = TTFont(FONT)
    em = font["head"].unitsPerEm
    ascent = font["hhea"].ascent
    cmap = font.getBestCmap()
    glyphs = font.getGlyphSet()
    points = dict(re.findall(r'"([a-z0-9_]+)": ([0-9a-f]+)', open(CODEPOINTS).read()))
    outlines = {}
    for material in sorted(set(SYMBOLS.values())):
        name = cmap[int(points[material], 16)]
        pen = SVGPen(glyphs, em, ascent)
        glyphs[name].draw(pen)
        outlines[material] = "".join(pen.out)
    lines = [
        "// Generated by scripts/make-system-images.py from Material Icons (Apache-2.0, see",
        "// licenses/MaterialIcons-LICENSE.txt). Do not edit.",
        "",
        "extension SystemImageSet {",
        "    /// Material icon name -> SVG path data in a 24×24 box, y down.",
        "    static let outlines: [String: String] = [",
    ]
    for material in sorted(outlines):
        lines.append('        "%s": "%s",' % (material, outlines[material]))
    lines += ["    ]", "", "    /// SF Symbols name -> Material icon name.", "    static let symbolNames: [String: String] = ["]
    for sf in sorted(SYMBOLS):
        lines.append('        "%s": "%s",' % (sf, SYMBOLS[sf]))
    lines += ["    ]", "}", ""]
    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    with open(OUT, "w") as f:
        f.write("\n".join(lines))
    print("%d symbols, %d outlines, %d bytes -> %s" % (len(SYMBOLS), len(outlines), os.path.getsize(OUT), OUT),
          file=sys.stderr)


if __name__ == "__main__":
    main()
