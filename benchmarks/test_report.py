"""Tests of benchmarks/report.py: a table from a small results directory, and the README's
markers (`make test` runs these with `python3 -m unittest discover -s benchmarks`)."""
import json
import os
import tempfile
import unittest

import report

HERE = os.path.dirname(os.path.abspath(__file__))


def sample_peers():
    """Two fill scenes, a solid and a dashed stroke, two blend modes; Limner exactly 2× Blend2D
    on one thread for every scene it draws, 1.5× on two, and half of Cairo's time."""
    scenes = {}
    for name in ("rect-aligned-8-solid", "blobs-radial", "stroke-lines-thin-solid", "blend-multiply"):
        scenes[name] = {"limner 1t": 0.004, "limner 2t": 0.003, "api 1t": 0.008, "api 2t": 0.006,
                        "blend2d 1t": 0.002, "blend2d 2t": 0.002, "cairo 1t": 0.008, "thorvg 1t": 0.004,
                        "skia 1t": 0.016}
    # No Blend2D time where its player has no dashes or no such blend mode.
    scenes["stroke-lines-thin-dashed"] = {"limner 1t": 0.01, "limner 2t": 0.008, "api 1t": 0.01,
                                          "api 2t": 0.008, "cairo 1t": 0.02, "thorvg 1t": 0.01, "skia 1t": 0.04}
    scenes["blend-hue"] = {"limner 1t": 0.004, "limner 2t": 0.003, "api 1t": 0.004, "api 2t": 0.003,
                           "cairo 1t": 0.004, "skia 1t": 0.004}
    # The API path's worst scene against Blend2D.
    scenes["rect-aligned-8-solid"]["api 1t"] = 0.02
    return {
        "tool": "peers.py", "date": "2026-11-29 03:00 UTC", "commit": "abc1234", "dirty": False,
        "machine": "Test CPU, 2 logical CPUs, Linux", "load": {"start": [1.5, 1.0, 1.0], "end": [2.5, 1.0, 1.0]},
        "limnerTargetCPU": "native", "threads": [1, 2], "settings": {"filter": ""},
        "columns": ["limner 1t", "limner 2t", "api 1t", "api 2t", "blend2d 1t", "blend2d 2t", "cairo 1t",
                    "thorvg 1t", "skia 1t"],
        "scenes": scenes,
    }


class ReportTests(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.TemporaryDirectory()
        self.results = self.dir.name

    def tearDown(self):
        self.dir.cleanup()

    def write(self, name, data):
        with open(os.path.join(self.results, name), "w") as f:
            if isinstance(data, str):
                f.write(data)
            else:
                json.dump(data, f)

    def row(self, block, scenes, path):
        for line in block.splitlines():
            cells = [c.strip() for c in line.strip("|").split("|")]
            if len(cells) > 2 and cells[0] == scenes and cells[1] == path:
                return cells[2:]
        self.fail(f"no row {scenes!r} / {path!r} in:\n{block}")

    def test_renders_ratios_per_group_from_a_results_file(self):
        self.write("peers.json", sample_peers())
        block = report.render_block(self.results)
        self.assertIn("| scenes | Limner path | ÷ Blend2D 1t | ÷ Blend2D 2t | ÷ Cairo | ÷ ThorVG | ÷ Skia |", block)
        self.assertEqual(self.row(block, "fills (2)", "engine"), ["2.00", "1.50", "0.50", "1.00", "0.25"])
        # Geometric mean of the API's 10× and 4× against Blend2D on one thread: √40.
        self.assertEqual(self.row(block, "fills (2)", "API")[0], "6.32")
        self.assertEqual(self.row(block, "dashed strokes (1)", "engine"), ["–", "–", "0.50", "1.00", "0.25"])
        # One of the two blend scenes has a Blend2D time: the count says so.
        self.assertEqual(self.row(block, "blend modes (2)", "engine")[:3], ["2.00 (1)", "1.50 (1)", "0.71"])  # √(0.5 × 1)
        self.assertIn("2026-11-29 03:00 UTC, commit abc1234", block)
        self.assertIn("load average 1.5 at the start, 2.5 at the end", block)
        self.assertIn("`rect-aligned-8-solid` at 10.00×", block)

    def test_adds_layer_blur_and_the_other_steps(self):
        self.write("peers.json", sample_peers())
        self.write("layer.json", {"tool": "layer_bench.py", "commit": "abc1234",
                                  "seconds": {"limner": 0.01, "blend2d": 0.005, "cairo": 0.04, "skia": 0.02}})
        self.write("blur.json", {"tool": "blur.py", "commit": "abc1234", "size": 1024, "milliseconds": {
            "2": {"limner 1t": 2.0, "limner 2t": 1.0, "thorvg 1t": 4.0, "skia 1t": 8.0},
            "10": {"limner 1t": 3.0, "limner 2t": 2.0, "thorvg 1t": 6.0, "skia 1t": 6.0}}})
        self.write("views.txt", "2 000 animated views, 1920×1080, 1 thread(s): 70.3 frames/s (median 14.2 ms; ...)\n"
                                "2 000 animated views, 1920×1080, 2 frames in flight (1 thread each, as exports render): 131.6 frames/s\n")
        self.write("encode.txt", "format                                   size  encode f/s  export f/s  PSNR mean  PSNR min\n"
                                 "GIF libimagequant+giflib             1.04 MB        41.6        43.0   48.48 dB  48.23 dB\n"
                                 "MP4 H.264 (ffmpeg)                   156.0 kB       110.7       107.1\n")
        self.write("load-end.txt", "3.40 2.00 1.00\n")
        block = report.render_block(self.results)
        self.assertEqual(self.row(block, "layer with opacity and an alpha mask (1)", "engine"),
                         ["2.00", "–", "0.25", "–", "0.50"])
        self.assertEqual(self.row(block, "Gaussian blur 1024², σ 2 / 10", "engine"),
                         ["–", "–", "–", "0.50 / 0.50", "0.25 / 0.50"])
        self.assertIn("2 000 animated views, 1920×1080 (`limner-bench --views`): 70.3 on 1 thread, "
                      "131.6 with 2 frames in flight (frames/s)", block)
        self.assertIn("GIF (the default encoder) 1.04 MB, 41.6 frames/s, 48.48 dB mean PSNR", block)
        self.assertIn("MP4 156.0 kB, 110.7 frames/s", block)
        self.assertIn("1.5 at the start, 3.4 at the end", block)

    def test_replaces_only_the_text_between_the_markers(self):
        readme = f"# Title\n\nBefore.\n\n{report.BEGIN}\nold table\n{report.END}\n\nAfter.\n"
        updated = report.replace_block(readme, "new table")
        self.assertEqual(updated, f"# Title\n\nBefore.\n\n{report.BEGIN}\nnew table\n{report.END}\n\nAfter.\n")
        self.assertEqual(report.replace_block(updated, "new table"), updated)

    def test_missing_markers_or_results_are_clear_errors(self):
        with self.assertRaises(report.ReportError):
            report.replace_block("# No markers\n", "table")
        with self.assertRaises(report.ReportError):
            report.render_block(self.results)  # no peers.json
        self.write("peers.json", "{not json")
        with self.assertRaises(report.ReportError):
            report.render_block(self.results)
        self.assertEqual(report.main(["--results", self.results, "--print"]), 1)

    def test_the_readme_has_one_pair_of_markers_and_a_table_between_them(self):
        with open(os.path.join(HERE, "README.md")) as f:
            readme = f.read()
        self.assertEqual(readme.count(report.BEGIN), 1)
        self.assertEqual(readme.count(report.END), 1)
        block = readme.split(report.BEGIN, 1)[1].split(report.END, 1)[0]
        self.assertLess(readme.index(report.BEGIN), readme.index(report.END))
        self.assertIn("| scenes | Limner path |", block)
        self.assertRegex(block, r"Run of \d{4}-\d\d-\d\d \d\d:\d\d UTC, commit [0-9a-f]{7,}")


if __name__ == "__main__":
    unittest.main()
