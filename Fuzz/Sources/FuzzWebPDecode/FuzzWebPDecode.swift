// libFuzzer entry point for the WebP decoder (libwebp) and, on success, the lossless encoder.
//
// Built by Fuzz/Package.swift with `swift build -c release -sanitize=fuzzer`; run through
// `FUZZ_TARGETS=FuzzWebPDecode scripts/fuzz`. Every crash found becomes a named test in
// Tests/LimnerMediaTests/ImageCodecTests.swift.
import LimnerMedia

/// 4 Mpx: forged headers cannot push the fuzzer past its memory limit.
private let decoder = WebPDecoder(maximumPixelCount: 4 << 20)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzWebP(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeRawBufferPointer(start: data, count: size)
    guard let pixmap = try? decoder.decode(bytes) else { return 0 }
    // Invariants: premultiplied, and a lossless round trip gives the same pixels back.
    for p in pixmap.storage {
        let a = p >> 24
        precondition(p & 0xFF <= a && (p >> 8) & 0xFF <= a && (p >> 16) & 0xFF <= a, "not premultiplied")
    }
    guard pixmap.width * pixmap.height <= 1 << 16 else { return 0 }
    guard let encoded = try? WebPEncoder(quality: 0, lossless: true).encode(pixmap),
          let again = try? decoder.decode(encoded), again == pixmap else {
        preconditionFailure("a decoded \(pixmap.width)×\(pixmap.height) WebP failed a lossless round trip")
    }
    return 0
}
