import Foundation
import Limner

extension BenchCommand {
    /// `limner-bench --foreach N`: one `ImageRenderer` of a `VStack` over `ForEach(0..<N)` of
    /// texts, timed from creating the renderer to its image or error (the bad-input case "a
    /// ForEach over a million items").
    func runForEach(count: Int) {
        let start = DispatchTime.now().uptimeNanoseconds
        let renderer = ImageRenderer(content: VStack { ForEach(0..<max(0, count), id: \.self) { Text("\($0)") } })
        let result: String
        do {
            let pixmap = try renderer.renderedPixmap()
            result = "\(pixmap.width)×\(pixmap.height) image"
        } catch {
            result = "error \(error)"
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        print(String(format: "ForEach over %d texts: %.2f s, %@; diagnostics: %@", count, seconds, result,
                     renderer.diagnostics.map(\.description).joined(separator: "; ")))
    }
}
