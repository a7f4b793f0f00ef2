import CLimnerSections
import Foundation

/// The layout of one `#Preview` record in the `limner_previews` section: a tag, a reserved
/// word, and a C function that builds the preview's `PreviewRegistry.Entry` into the memory
/// it is given. Used by the macro's expansion only.
public typealias __PreviewRecord = (
    kind: UInt32, reserved: UInt32, accessor: @convention(c) (UnsafeMutableRawPointer) -> Void
)

/// Every preview of the running binary: SwiftUI's previews, listed and rendered without Xcode.
///
/// ```swift
/// for preview in PreviewRegistry.all { print(preview.fileID, preview.line, preview.displayName) }
/// let files = try PreviewRegistry.renderAll(to: URL(fileURLWithPath: "previews"))
/// ```
///
/// **How previews are found.** Like Swift Testing's `@Test`, nothing registers at run time:
/// - each `#Preview` expands to a constant record placed with `@section("limner_previews")
///   @used` (SE-0492); the linker gathers the records of every file into one section, whose
///   bounds (`__start_limner_previews`/`__stop_limner_previews` on ELF) the registry reads;
/// - each `PreviewProvider` is found in the Swift runtime's own conformance records
///   (`swift5_protocol_conformances`): every record whose protocol is Limner's
///   `PreviewProvider` and whose type is not generic names a provider, whose metadata is
///   fetched through its accessor and checked with `as? any PreviewProvider.Type`.
///   Generic providers are skipped (they cannot be instantiated without arguments).
///
/// Both sections are those of the image Limner is linked into: SwiftPM links a package's
/// targets statically into each executable and test bundle, so that is every preview of the
/// program. Previews in a separately loaded shared library are not listed.
public enum PreviewRegistry {
    /// The tag of a `#Preview` record ("LPRV").
    public static let recordKind: UInt32 = 0x4C50_5256

    /// Every preview of the binary: `#Preview`s and `PreviewProvider`s (one entry per view
    /// of a provider's `previews` group), sorted by file, then line, then name.
    public static var all: [Entry] {
        (macroPreviews() + providerPreviews()).sorted {
            ($0.fileID, $0.line, $0.displayName) < ($1.fileID, $1.line, $1.displayName)
        }
    }

    /// Builds the entry of a `#Preview` of a SwiftUI view into `out` (the macro's expansion).
    public static func __initialize(
        _ out: UnsafeMutableRawPointer, name: String?, fileID: String, line: Int,
        traits: [PreviewTrait<Preview.ViewTraits>], @ViewBuilder body: @escaping () -> any View
    ) {
        store(out, name: name, fileID: fileID, line: line, traits: traits) { .view(AnyView(body())) }
    }

    /// Builds the entry of a `#Preview` of a `UIView` into `out` (the macro's expansion).
    public static func __initialize(
        _ out: UnsafeMutableRawPointer, name: String?, fileID: String, line: Int,
        traits: [PreviewTrait<Preview.ViewTraits>], body: @escaping () -> UIView
    ) {
        store(out, name: name, fileID: fileID, line: line, traits: traits) { .uiView(body()) }
    }

    /// Builds the entry of a `#Preview` of a `UIViewController` into `out` (the macro's expansion).
    public static func __initialize(
        _ out: UnsafeMutableRawPointer, name: String?, fileID: String, line: Int,
        traits: [PreviewTrait<Preview.ViewTraits>], body: @escaping () -> UIViewController
    ) {
        store(out, name: name, fileID: fileID, line: line, traits: traits) { .uiView(body().view) }
    }

    private static func store(
        _ out: UnsafeMutableRawPointer, name: String?, fileID: String, line: Int,
        traits: [PreviewTrait<Preview.ViewTraits>], make: @escaping () -> Entry.Content
    ) {
        var configuration = PreviewConfiguration()
        for trait in traits { trait.apply(&configuration) }
        configuration.displayName = name
        let entry = Entry(fileID: fileID, line: line, providerName: nil, index: 0,
                          configuration: configuration, make: make)
        out.bindMemory(to: Entry.self, capacity: 1).initialize(to: entry)
    }

    /// The `#Preview` records of the `limner_previews` section.
    static func macroPreviews() -> [Entry] {
        guard let start = limner_previews_start(), let end = limner_previews_end(), start < end else { return [] }
        let stride = MemoryLayout<__PreviewRecord>.stride
        let count = (end - start) / stride
        var entries: [Entry] = []
        for index in 0..<count {
            let record = start.load(fromByteOffset: index * stride, as: __PreviewRecord.self)
            guard record.kind == recordKind else { continue }
            let slot = UnsafeMutablePointer<Entry>.allocate(capacity: 1)
            record.accessor(UnsafeMutableRawPointer(slot))
            entries.append(slot.move())
            slot.deallocate()
        }
        return entries
    }

    /// One entry per view of each `PreviewProvider`'s `previews`.
    static func providerPreviews() -> [Entry] {
        providerTypes().flatMap { entries(of: $0) }
    }

    /// The entries of one provider: each view of its `previews` (a `Group` or builder block
    /// gives several) with the settings of its preview modifiers — those on the group apply
    /// to each of its views, those on a view win over them.
    public static func entries<P: PreviewProvider>(of provider: P.Type) -> [Entry] {
        let typeName = String(describing: provider)
        let module = String(reflecting: provider).split(separator: ".").first.map(String.init) ?? ""
        return splitPreviews(P.previews, PreviewConfiguration()).enumerated().map { index, item in
            let content = item.view
            return Entry(fileID: "\(module)/\(typeName)", line: 0, providerName: typeName, index: index,
                         configuration: item.configuration, make: { .view(AnyView(content)) })
        }
    }

    /// Each top-level view of a provider's `previews` with its settings: preview modifiers
    /// are peeled off (the innermost applies last, so it wins, as in SwiftUI) and a `Group`
    /// or builder block is opened.
    static func splitPreviews(_ view: any View, _ inherited: PreviewConfiguration) -> [(view: any View, configuration: PreviewConfiguration)] {
        var configuration = inherited
        var root = view
        while let carrier = root as? any PreviewTraitCarrier {
            carrier.applyPreviewTraits(to: &configuration)
            root = carrier.previewContent
        }
        if let group = root as? any PreviewGroup {
            return group.previewElements.flatMap { splitPreviews($0, configuration) }
        }
        return [(root, configuration)]
    }

    /// The `PreviewProvider` types of the binary, from the runtime's conformance records.
    static func providerTypes() -> [any PreviewProvider.Type] {
        guard let start = limner_conformances_start(), let end = limner_conformances_end(), start < end else { return [] }
        var types: [any PreviewProvider.Type] = []
        var seen = Set<ObjectIdentifier>()
        var cursor = start
        while cursor + 4 <= end {
            defer { cursor += 4 }
            guard let conformance = relativeTarget(at: cursor),
                  let proto = relativeTarget(at: conformance, indirectable: true),
                  isPreviewProviderProtocol(proto) else { continue }
            let flags = conformance.load(fromByteOffset: 12, as: UInt32.self)
            let typeReferenceKind = (flags >> 3) & 7
            let descriptor: UnsafeRawPointer?
            switch typeReferenceKind {
            case 0: descriptor = relativeTarget(at: conformance + 4)
            case 1: descriptor = relativeTarget(at: conformance + 4).flatMap { $0.load(as: UnsafeRawPointer?.self) }
            default: descriptor = nil
            }
            guard let descriptor else { continue }
            let typeFlags = descriptor.load(as: UInt32.self)
            let kind = typeFlags & 0x1F, isGeneric = typeFlags & 0x80 != 0
            guard (16...18).contains(kind), !isGeneric, let accessor = relativeTarget(at: descriptor + 12) else { continue }
            typealias MetadataAccessor = @convention(c) (Int) -> UnsafeRawPointer?
            let access = unsafeBitCast(accessor, to: MetadataAccessor.self)
            guard let metadata = access(0) else { continue }
            let type = unsafeBitCast(metadata, to: Any.Type.self)
            guard let provider = type as? any PreviewProvider.Type,
                  seen.insert(ObjectIdentifier(type)).inserted else { continue }
            types.append(provider)
        }
        return types
    }

    /// The target of a 32-bit relative pointer at `address` (nil when it is 0). An
    /// indirectable pointer with its low bit set points at a pointer to the target.
    private static func relativeTarget(at address: UnsafeRawPointer, indirectable: Bool = false) -> UnsafeRawPointer? {
        let offset = Int(address.load(as: Int32.self))
        guard offset != 0 else { return nil }
        if indirectable, offset & 1 != 0 {
            return (address + (offset & ~1)).load(as: UnsafeRawPointer?.self)
        }
        return address + offset
    }

    /// Whether a protocol descriptor is Limner's `PreviewProvider`: its name, then its
    /// parent module's.
    private static func isPreviewProviderProtocol(_ descriptor: UnsafeRawPointer) -> Bool {
        guard let name = relativeTarget(at: descriptor + 8),
              strcmp(name.assumingMemoryBound(to: CChar.self), "PreviewProvider") == 0,
              let parent = relativeTarget(at: descriptor + 4, indirectable: true),
              let moduleName = relativeTarget(at: parent + 8) else { return false }
        return strcmp(moduleName.assumingMemoryBound(to: CChar.self), "Limner") == 0
    }
}

/// A view that `PreviewRegistry` opens into several previews (`Group`, builder blocks).
protocol PreviewGroup {
    var previewElements: [any View] { get }
}

extension TupleView: PreviewGroup {
    var previewElements: [any View] { elements }
}

extension Group: PreviewGroup where Content: View {
    var previewElements: [any View] { [content] }
}
