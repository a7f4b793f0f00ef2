import Foundation
import LimnerGallery

extension BenchCommand {
    /// `limner-bench --gallery`: the median time of one whole frame per gallery scene — a
    /// fresh `ImageRenderer` (so a fresh view graph), layout, display list, rasterization at
    /// `--gallery-scale` — and the sum over the gallery. `--filter`/`--scene` select scenes by
    /// id; `--json` writes the results.
    func runGallery() throws {
        let scenes = GalleryCatalog.scenes
            .filter { filter.isEmpty || $0.id.contains(filter) }
            .filter { sceneNames.isEmpty || sceneNames.contains($0.id) }
        guard !scenes.isEmpty else { return }
        let scale = CGFloat(galleryScale)
        var results: [[String: Any]] = []
        var total = 0.0
        print("gallery scene".padded(32) + "pixels".padded(12, left: true) + "median".padded(14, left: true))
        for scene in scenes {
            var pixels = ""
            var failure: Error?
            let (median, iterations) = Self.medianFrameTime({
                do {
                    let p = try scene.renderer(scale: scale).renderedPixmap()
                    pixels = "\(p.width)×\(p.height)"
                } catch { failure = error }
            }, warmup: warmup, minIterations: minIterations, maxIterations: maxIterations, minSeconds: minTime)
            if let failure { throw failure }
            total += median
            results.append(["scene": scene.id, "scale": galleryScale, "medianSeconds": median, "iterations": iterations])
            print(scene.id.padded(32) + pixels.padded(12, left: true) + String(format: "%11.3f ms", median * 1e3))
            fflush(nil)
        }
        print("whole gallery (\(scenes.count) scenes, sum of medians)".padded(44) + String(format: "%13.1f ms", total * 1e3))
        if let json {
            let object: [String: Any] = ["engine": "limner", "gallery": true, "results": results, "totalSeconds": total]
            let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
            try data.write(to: URL(fileURLWithPath: json))
        }
    }
}

extension String {
    /// Padded with spaces to `n` characters (on the left with `left`).
    fileprivate func padded(_ n: Int, left: Bool = false) -> String {
        let pad = String(repeating: " ", count: max(0, n - count))
        return left ? pad + self : self + pad
    }
}
