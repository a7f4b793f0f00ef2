import Foundation

extension PreviewRegistry {
    /// One preview: where it is declared, its name and settings, and how to build and render it.
    public struct Entry {
        /// What a preview shows.
        public enum Content {
            /// A SwiftUI view.
            case view(AnyView)
            /// A UIKit view (a `#Preview` returning a `UIView` or a `UIViewController`'s view).
            case uiView(UIView)
        }

        /// The file that declares the preview, as `#fileID` gives it ("Module/File.swift");
        /// for a `PreviewProvider`, "Module/TypeName".
        public let fileID: String
        /// The line of the `#Preview` (0 for a `PreviewProvider`).
        public let line: Int
        /// The provider type's name, for a `PreviewProvider`'s previews.
        public let providerName: String?
        /// The index of the view in its provider's `previews` (0 for a `#Preview`).
        public let index: Int
        /// Layout, orientation, device and name.
        public let configuration: PreviewConfiguration
        let make: () -> Content

        /// The preview's name: the `#Preview`'s name or `previewDisplayName`, else "Preview"
        /// (with the view's index after it when a provider has several unnamed views).
        public var displayName: String {
            if let name = configuration.displayName, !name.isEmpty { return name }
            return index == 0 ? "Preview" : "Preview \(index + 1)"
        }

        /// The declaring file's name without its directory or extension ("CardView"), or the
        /// provider's type name.
        public var fileStem: String {
            if let providerName { return providerName }
            let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
            return file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
        }

        /// The PNG file name `renderAll(to:)` gives the preview: the file, then the preview's
        /// name, each reduced to letters, digits, `-` and `_` (other characters become `_`):
        /// `#Preview("Flip card")` in `Cards.swift` is `Cards.Flip_card.png`.
        public var pngFileName: String {
            "\(Self.sanitized(fileStem)).\(Self.sanitized(displayName)).png"
        }

        /// Builds the preview's content (a new value each call).
        public func makeContent() -> Content { make() }

        /// Renders the preview at `scale` pixels per point:
        /// - `.sizeThatFits`: the view's ideal size;
        /// - `.fixed(width:height:)`: that canvas, the view proposed its size and centred;
        /// - `.device` (the default): the device's screen (swapped in landscape) on the
        ///   system background, the view proposed the safe area and centred in it, with that
        ///   safe area set for `ignoresSafeArea()`.
        public func render(scale: CGFloat = 1) throws -> Pixmap {
            let content = previewView()
            let renderer = ImageRenderer(content: content.view)
            renderer.scale = scale
            renderer.proposedSize = content.proposal
            return try renderer.renderedPixmap()
        }

        /// The view that `render(scale:)` draws, with the proposal it is drawn for.
        func previewView() -> (view: AnyView, proposal: ProposedViewSize) {
            let layout = configuration.layout
            let device = (configuration.device ?? PreviewDevice(rawValue: "")).screen
                .deviceScreen(landscape: configuration.orientation.isLandscape)
            let screenSize = layout == .device ? device.size : .zero
            let view: AnyView
            switch make() {
            case .view(let v):
                view = v
            case .uiView(let uiView):
                switch layout {
                case .fixed(let w, let h): uiView.frame = CGRect(x: 0, y: 0, width: w, height: h)
                case .device: uiView.frame = CGRect(origin: .zero, size: screenSize)
                case .sizeThatFits:
                    if uiView.bounds.size == .zero { uiView.sizeToFit() }
                }
                uiView.layoutIfNeeded()
                view = AnyView(LayerView(uiView.layer))
                if layout == .device {
                    // A UIKit root view fills the screen itself (its safe area is its own).
                    return (AnyView(view.frame(width: screenSize.width, height: screenSize.height)),
                            ProposedViewSize(screenSize))
                }
            }
            switch layout {
            case .sizeThatFits:
                return (view, .unspecified)
            case .fixed(let w, let h):
                let size = CGSize(width: max(0, w), height: max(0, h))
                return (AnyView(view.frame(width: size.width, height: size.height)), ProposedViewSize(size))
            case .device:
                return (AnyView(device.host(view)), ProposedViewSize(screenSize))
            }
        }

        static func sanitized(_ s: String) -> String {
            let mapped = s.unicodeScalars.map { c -> Character in
                c.properties.isAlphabetic || ("0"..."9").contains(c) || c == "-" || c == "_" ? Character(c) : "_"
            }
            return mapped.isEmpty ? "_" : String(mapped)
        }
    }

    /// Renders every preview of the binary (`all`) to a PNG in `directory` (created if
    /// missing), named by `Entry.pngFileName` (`File.PreviewName.png`; a second preview with
    /// the same file and name gets `-2`, `-3`, … before `.png`). Returns the files written,
    /// in `all`'s order. A preview that cannot be rendered (an empty or huge size) throws
    /// its `ImageRendererError` after the others are written.
    ///
    /// The CLI's `previews` command and the snapshot product call this; a test can call it
    /// on its own bundle.
    @discardableResult
    public static func renderAll(to directory: URL, scale: CGFloat = 1) throws -> [URL] {
        try render(all, to: directory, scale: scale)
    }

    /// Renders `entries` as `renderAll(to:scale:)` does.
    @discardableResult
    public static func render(_ entries: [Entry], to directory: URL, scale: CGFloat = 1) throws -> [URL] {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var used: [String: Int] = [:]
        var written: [URL] = []
        var firstError: (any Error)?
        for entry in entries {
            var name = entry.pngFileName
            let count = used[name, default: 0] + 1
            used[name] = count
            if count > 1 { name = String(name.dropLast(4)) + "-\(count).png" }
            do {
                let png = try entry.render(scale: scale).pngData()
                let url = directory.appendingPathComponent(name)
                try png.write(to: url)
                written.append(url)
            } catch {
                if firstError == nil { firstError = error }
            }
        }
        if let firstError { throw firstError }
        return written
    }
}
