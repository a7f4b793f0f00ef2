// libFuzzer entry point for the PNG decoder (and, on success, the encoder).
//
// Built by Fuzz/Package.swift with `swift build -c release -sanitize=fuzzer` (add
// `-sanitize=address` to catch memory errors); run as
// `.build/release/FuzzPNGDecode Fuzz/corpus/png -max_total_time=300`.
// Every crash found becomes a named test in Tests/LimnerMediaTests/PNGRegressionTests.swift.
import LimnerMedia

/// Decodes limit: 16 MiB of pixels (4 Mpx), so forged headers that pass the deflate
/// bound still cannot push the fuzzer past its memory limit.
private let decoder = PNGDecoder(maximumByteCount: 16 << 20)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeRawBufferPointer(start: data, count: size)
    guard let pixmap = try? decoder.decode(bytes) else { return 0 }
    // Invariants of every decoded pixmap: premultiplied, and it survives a round trip.
    for p in pixmap.storage {
        let a = p >> 24
        precondition(p & 0xFF <= a && (p >> 8) & 0xFF <= a && (p >> 16) & 0xFF <= a, "not premultiplied")
    }
    guard let encoded = try? PNGEncoder(prefersSpeed: true).encode(pixmap) else {
        preconditionFailure("a decoded \(pixmap.width)×\(pixmap.height) pixmap failed to encode")
    }
    guard let again = try? decoder.decode(encoded), again == pixmap else {
        preconditionFailure("round trip changed a \(pixmap.width)×\(pixmap.height) pixmap")
    }
    return 0
}
